import { logger } from "firebase-functions";
import type { FediverseTask } from "../services/fediverse-tasks";
import type { ItemKind } from "../contract/item-kinds";
import { siteOrigin } from "../http/site-origin";
import { isPublicItem } from "../services/item-visibility";
import { collectionOf } from "../services/publishing-service";
import { theFederation } from "./federation";
import { syncItem } from "./item-sync";
import { itemObject } from "./objects";
import { sendOwnerAnswer } from "./owner-answers";

/**
 * The federation's bundle (lib/fediverse.js, functions/build.mjs): Fedify and its vocabulary are large, so the api
 * function loads this only when a request asks for an item as activity+json, and the fediverse functions (index.ts)
 * on their first request or task. Everything else the site does never pays for it.
 */
export { answerFediverseRequest } from "./requests";

const context = () => theFederation().createContext(new URL(siteOrigin()), undefined);

/** Runs one task of the fediverseTasks queue; a throw makes Cloud Tasks retry it with backoff. */
export async function runFediverseTask(task: FediverseTask): Promise<void> {
  switch (task.type) {
    case "sync-item":
      return syncItem(context(), task.kind, task.id);
    case "owner-answer":
      return sendOwnerAnswer(context(), task.kind, task.id, task.commentId);
    case "fedify":
      return theFederation().processQueuedTask(undefined, JSON.parse(task.message) as Parameters<ReturnType<typeof theFederation>["processQueuedTask"]>[1]);
    default:
      logger.warn("Unknown fediverse task", { task });
  }
}

/** An item as its ActivityPub object (JSON-LD text), or null when it is not public: then it is unknown, as a page is. */
export async function itemActivityJson(kind: ItemKind, id: string): Promise<string | null> {
  const data = (await collectionOf(kind).doc(id).get()).data();
  if (!data || !isPublicItem(data)) return null;
  return JSON.stringify(await itemObject(context(), kind, id, data).toJsonLd({ contextLoader: context().contextLoader }));
}
