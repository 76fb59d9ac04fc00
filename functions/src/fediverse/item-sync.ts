import type { Context } from "@fedify/fedify";
import { Create, Delete, Tombstone, Update, PUBLIC_COLLECTION, type Activity } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { ItemKind } from "../contract/item-kinds";
import { db } from "../firebase";
import { queueFediverseTask } from "../services/fediverse-tasks";
import { isPublicItem, itemStateOf, publishTimeOf } from "../services/item-visibility";
import { collectionOf } from "../services/publishing-service";
import { itemObject, itemUrl, ownerIdentifier } from "./objects";
import { recordSent } from "./outbox";

/**
 * What followers were last told of each item, in fediverseObjects/{kind}~{id}: "created" (they have it) or
 * "deleted". A sync compares the item now with that, under the public predicate (services/item-visibility.ts):
 * - public, not told yet: Create;
 * - public, told: Update (an edit);
 * - not public (a draft, the trash, gone), told: Delete;
 * - scheduled: nothing yet; the sync runs again at the publish time.
 * So a sync can run any number of times, for any reason, and tells each change once.
 */
export const FEDIVERSE_OBJECTS = "fediverseObjects";

type Told = "created" | "deleted" | null;

const toldRef = (kind: ItemKind, id: string) => db().collection(FEDIVERSE_OBJECTS).doc(`${kind}~${id}`);

/** Sets what followers are told and answers what they were told before, in one transaction. */
async function tell(kind: ItemKind, id: string, next: Exclude<Told, null>): Promise<Told> {
  return db().runTransaction(async (transaction) => {
    const ref = toldRef(kind, id);
    const before = (await transaction.get(ref)).get("told") as Told | undefined;
    transaction.set(ref, { told: next, at: FieldValue.serverTimestamp() });
    return before ?? null;
  });
}

/** Whether followers were sent the item and then told it was deleted (its address then answers 410 Gone). */
export async function wasDeleted(kind: ItemKind, id: string): Promise<boolean> {
  return (await toldRef(kind, id).get()).get("told") === "deleted";
}

/** Cloud Tasks takes tasks at most 30 days ahead; a later schedule is checked again then. */
const FARTHEST_TASK_MS = 29 * 24 * 60 * 60 * 1000;
/** A publish time this close is waited for in the task itself. */
const WAIT_IN_TASK_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function syncItem(ctx: Context<unknown>, kind: ItemKind, id: string): Promise<void> {
  const data = (await collectionOf(kind).doc(id).get()).data();
  if (data && isPublicItem(data)) return send(ctx, kind, id, await tell(kind, id, "created"), data);
  if (data && itemStateOf(data) === "scheduled") return waitForPublishTime(ctx, kind, id, publishTimeOf(data));
  const before = await tell(kind, id, "deleted");
  if (before === "created") await send(ctx, kind, id, before, null);
}

/**
 * A scheduled item is told at its time: the task was queued for it, and a task that runs early (clock skew, an edit
 * that moved the time) waits for a time close by, or queues itself again for a later one.
 */
async function waitForPublishTime(ctx: Context<unknown>, kind: ItemKind, id: string, publishAt: unknown) {
  const at = publishAt instanceof Timestamp ? publishAt.toMillis() : Date.now();
  const wait = at - Date.now();
  if (wait > WAIT_IN_TASK_MS) {
    await queueFediverseTask({ type: "sync-item", kind, id }, new Date(Math.min(at, Date.now() + FARTHEST_TASK_MS)));
    return;
  }
  await sleep(Math.max(0, wait));
  return syncItem(ctx, kind, id);
}

async function send(ctx: Context<unknown>, kind: ItemKind, id: string, before: Told, data: FirebaseFirestore.DocumentData | null) {
  const actor = ctx.getActorUri(ownerIdentifier());
  const url = itemUrl(kind, id);
  const now = Temporal.Now.instant();
  const addressing = { actor, to: PUBLIC_COLLECTION, cc: ctx.getFollowersUri(ownerIdentifier()), published: now };
  let activity: Activity;
  if (data) {
    const verb = before === "created" ? "update" : "create";
    const object = itemObject(ctx, kind, id, data, verb === "update");
    const values = { ...addressing, id: new URL(`#${verb}-${now.epochMilliseconds}`, url), object };
    activity = verb === "update" ? new Update({ ...values, updated: now }) : new Create(values);
  } else {
    activity = new Delete({ ...addressing, id: new URL(`#delete-${now.epochMilliseconds}`, url), object: new Tombstone({ id: url, deleted: now }) });
  }
  try {
    await ctx.sendActivity({ identifier: ownerIdentifier() }, "followers", activity, { preferSharedInbox: true });
  } catch (error) {
    // Not handed to the queue: put back what followers were told, so the task's retry sends it again.
    await toldRef(kind, id).set({ told: before, at: FieldValue.serverTimestamp() });
    throw error;
  }
  await recordSent(activity);
}
