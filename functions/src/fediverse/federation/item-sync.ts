import type { Context } from "@fedify/fedify";
import { Create, Delete, Tombstone, Update, PUBLIC_COLLECTION, type Activity } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { queueFediverseTask } from "../services/tasks";
import { isPublicItem, itemStateOf, publishTimeOf } from "../../services/items/visibility";
import { collectionOf } from "../../services/items/publishing-service";
import { itemObject, objectIdOf, ownerIdentifier } from "./objects";
import { readFediverseSettings } from "../services/settings";

/**
 * What followers were last told of each item, in fediverseObjects/{kind}~{id}: `told` ("created": they have it, or
 * "deleted") and `version`, the time of the item's last change they were told of. A sync compares the item now with
 * that, under the public predicate (services/items/visibility.ts):
 * - public, not told yet: Create; public, told an older version: Update; public, told this version: nothing;
 * - not public (a draft, the trash, gone), told "created": Delete;
 * - scheduled: nothing yet; the sync runs again at the publish time.
 * The state is written after the activity is handed to the queue, so a task that dies between the two sends it again
 * on its retry rather than never. Activity ids are made of the version, so a send repeated by a retry, or by two
 * syncs of the same change at once, has the same id, and a receiving server takes it once.
 */
export const FEDIVERSE_OBJECTS = "fediverseObjects";

/** `generation`: how many times the item came back after a Delete, which names its object id (objects.ts). */
type Told = { told: "created" | "deleted" | null; version: number; generation: number };

const toldRef = (kind: ItemKind, id: string) => db().collection(FEDIVERSE_OBJECTS).doc(`${kind}~${id}`);

export async function toldOf(kind: ItemKind, id: string): Promise<Told> {
  const stored = (await toldRef(kind, id).get()).data();
  const told = stored?.told === "created" || stored?.told === "deleted" ? stored.told : null;
  const whole = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0);
  return { told, version: whole(stored?.version), generation: whole(stored?.generation) };
}

/**
 * The generation a public item's object has now: one more than followers were told was deleted, once it is back. A
 * restored item is public before its sync task sends the Create, and its outbox entry and object must already agree
 * on the id that Create will name (the old one stays a Tombstone).
 */
export const liveGeneration = (told: Told) => (told.told === "deleted" ? told.generation + 1 : told.generation);

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** An item's version: its last edit, or its publish time when that came later (a draft published today). */
const versionOf = (data: DocumentData) => Math.max(millisOf(data.updatedAt), millisOf(publishTimeOf(data)));

/** Cloud Tasks takes tasks at most 30 days ahead; a later schedule is checked again then. */
const FARTHEST_TASK_MS = 29 * 24 * 60 * 60 * 1000;
/** A publish time this close is waited for in the task itself. */
const WAIT_IN_TASK_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function syncItem(ctx: Context<unknown>, kind: ItemKind, id: string): Promise<void> {
  const data = (await collectionOf(kind).doc(id).get()).data();
  if (data && !isPublicItem(data) && itemStateOf(data) === "scheduled") return waitForPublishTime(ctx, kind, id, publishTimeOf(data));
  const before = await toldOf(kind, id);
  if (data && isPublicItem(data)) {
    const version = versionOf(data);
    if (before.told === "created" && before.version >= version) return;
    // Back after a Delete: a new object id, since the old one is a tombstone on every server that had it.
    const generation = liveGeneration(before);
    await send(ctx, kind, id, before.told === "created" ? "update" : "create", version, data, generation);
    await toldRef(kind, id).set({ told: "created", version, generation, at: FieldValue.serverTimestamp() });
    return;
  }
  if (before.told !== "created") return;
  // A trashed item's version is when it went; one purged meanwhile keeps the version followers have, plus one.
  const version = data ? Math.max(millisOf(data.trashedAt), versionOf(data)) : before.version + 1;
  await send(ctx, kind, id, "delete", version, null, before.generation);
  await toldRef(kind, id).set({ told: "deleted", version, generation: before.generation, at: FieldValue.serverTimestamp() });
}

/**
 * A scheduled item is told at its time: the task was queued for it, and a task that runs early (clock skew, an edit
 * that moved the time) waits for a time close by, or queues itself again for a later one.
 */
async function waitForPublishTime(ctx: Context<unknown>, kind: ItemKind, id: string, publishAt: unknown) {
  const at = millisOf(publishAt) || Date.now();
  const wait = at - Date.now();
  if (wait > WAIT_IN_TASK_MS) {
    await queueFediverseTask({ type: "sync-item", kind, id }, new Date(Math.min(at, Date.now() + FARTHEST_TASK_MS)));
    return;
  }
  await sleep(Math.max(0, wait));
  return syncItem(ctx, kind, id);
}

async function send(
  ctx: Context<unknown>,
  kind: ItemKind,
  id: string,
  verb: "create" | "update" | "delete",
  version: number,
  data: DocumentData | null,
  generation: number,
) {
  const actor = ctx.getActorUri(ownerIdentifier());
  const url = objectIdOf(kind, id, generation);
  const at = Temporal.Instant.fromEpochMilliseconds(version);
  const values = { id: new URL(`#${verb}-${version}`, url), actor, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(ownerIdentifier()), published: at };
  let activity: Activity;
  if (verb === "delete" || !data) activity = new Delete({ ...values, object: new Tombstone({ id: url, deleted: at }) });
  else {
    const { quotePolicy } = await readFediverseSettings();
    const object = itemObject(ctx, kind, id, data, quotePolicy, verb === "update", generation);
    activity = verb === "update" ? new Update({ ...values, updated: at, object }) : new Create({ ...values, object });
  }
  // Sent, and kept nowhere: the outbox is read from the items as they are now (outbox.ts).
  await ctx.sendActivity({ identifier: ownerIdentifier() }, "followers", activity, { preferSharedInbox: true });
}
