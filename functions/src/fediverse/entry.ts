import { Tombstone } from "@fedify/vocab";
import * as logs from "../logs";
import type { FediverseTask } from "./services/tasks";
import type { ItemKind } from "../contract/item-kinds";
import { siteOrigin } from "../config";
import { isPublicItem } from "../services/items/visibility";
import { collectionOf } from "../services/items/publishing-service";
import { syncActor } from "./federation/actor";
import { syncBridge } from "./federation/bridge";
import { theFederation } from "./federation/federation";
import { isDeliverable, userAgent } from "./federation/loaders";
import { liveGeneration, syncItem, toldOf } from "./federation/item-sync";
import { itemObject, objectIdOf } from "./federation/objects";
import { sendOwnerAnswer, sendPrivateAnswer } from "./federation/owner-answers";
import { readFediverseSettings } from "./services/settings";

/**
 * The federation's bundle (lib/fediverse.js, functions/build.mjs): Fedify and its vocabulary are large, so the api
 * function loads this only when a request asks for an item as activity+json, and the fediverse functions (index.ts)
 * on their first request or task. Everything else the site does never pays for it.
 */
export { answerFediverseRequest } from "./requests";
/** The guarded fetch of a remote file, for the importer's images (services/imports/entry-media.ts). */
export { fetchRemoteFile } from "./federation/remote-files";
export { copiedRemoteAvatar } from "./federation/remote-actors";
/** The same guard for webmentions' fetches and sends (services/webmentions/guarded-fetch.ts). */
export { isDeliverable } from "./federation/loaders";

type QueuedMessage = Parameters<ReturnType<typeof theFederation>["processQueuedTask"]>[1];

const context = () => theFederation().createContext(new URL(siteOrigin()), undefined);

/** Runs one task of the fediverseTasks queue; a throw makes Cloud Tasks retry it with backoff. */
export async function runFediverseTask(task: FediverseTask): Promise<void> {
  switch (task.type) {
    case "sync-item":
      await syncItem(context(), task.kind, task.id);
      // A profile changed by a deploy (the owner's name, links) goes out with the next publish.
      return syncActor(context());
    case "actor-update":
      return syncActor(context());
    case "owner-answer":
      return sendOwnerAnswer(context(), task.kind, task.id, task.commentId);
    case "private-answer":
      return sendPrivateAnswer(context(), task.replyId);
    case "bridge":
      return syncBridge(context());
    case "fedify": {
      const message = JSON.parse(task.message) as QueuedMessage;
      // Checked again when it is sent, not only when the follower came: a name can point elsewhere by then.
      if (message.type === "outbox" && !(await isDeliverable(message.inbox))) {
        logs.privateDeliveryDropped(message.inbox);
        return;
      }
      // Fedify's deliveries name no User-Agent of their own; each says who we are as it is sent.
      const named = message.type === "outbox" ? { ...message, headers: { ...message.headers, "User-Agent": userAgent() } } : message;
      return theFederation().processQueuedTask(undefined, named);
    }
    default:
      logs.unknownFediverseTask(task);
  }
}

/**
 * An item as its ActivityPub object (JSON-LD text), at the id of `generation` (objects.ts, objectIdOf). The current
 * id of a public item answers its object; an id of an earlier generation, or any id of an item followers were told
 * was deleted, is a Tombstone, answered 410 Gone, as Mastodon expects of a deleted status; anything else is unknown
 * (404).
 */
export async function itemActivity(kind: ItemKind, id: string, generation = 0): Promise<{ status: 200 | 410; json: string } | null> {
  const [data, told, { quotePolicy }] = await Promise.all([
    collectionOf(kind).doc(id).get().then((doc) => doc.data()),
    toldOf(kind, id),
    readFediverseSettings(),
  ]);
  const ctx = context();
  const isPublic = data !== undefined && isPublicItem(data);
  const current = isPublic ? liveGeneration(told) : told.generation;
  if (generation > current) return null;
  if (isPublic && generation === current) {
    return { status: 200, json: JSON.stringify(await itemObject(ctx, kind, id, data, quotePolicy, false, generation).toJsonLd({ contextLoader: ctx.contextLoader })) };
  }
  if (told.told !== "deleted" && generation === current) return null;
  const tombstone = new Tombstone({ id: objectIdOf(kind, id, generation) });
  return { status: 410, json: JSON.stringify(await tombstone.toJsonLd({ contextLoader: ctx.contextLoader })) };
}

