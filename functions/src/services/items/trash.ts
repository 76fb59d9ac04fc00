import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { TRASH_DAYS } from "../../contract/item-status";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { removeReactionsOf } from "../../fediverse/services/reactions";
import { removeRepliesOf } from "../../fediverse/services/replies";
import { isPublicItem, itemStateOf, STATUS } from "./visibility";
import { returnedMedia, rotatedMedia, settleMediaTokens } from "../media/media-access";
import { removeFolder } from "../media/media-storage";
import { collectionOf, mediaFolder, notFound } from "./publishing-service";
import { forgetPublicReads } from "../public-read-cache";
import { noteSearchChange } from "../search/log";
import { recordItemAudit } from "./item-audit";

/**
 * The trash (issue 22): deleting an item only marks it `trashed`, with its likes, comments and files intact, and it
 * leaves every public place at once (the public predicate wants "published"). The owner restores it with its counts
 * exact, since nothing was counted away. After TRASH_DAYS it is purged for good by the daily sweep (purgeExpiredTrash),
 * which also removes its likes, comments and files: a Firestore TTL policy would delete the document alone, leaving
 * its subcollections and its files behind. Deleting from the trash purges at once.
 */

const TRASHED_AT = "trashedAt";
const TRASHED_FROM = "trashedFrom";
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a delete did: moved the item to the trash, or, for an item already there, removed it for good. */
export type Removal = "trashed" | "purged";

/** DELETE of an item: to the trash, or out of the trash for good. */
export async function removeItem(
  kind: ItemKind,
  id: string,
  { beforePurge }: { beforePurge?: () => Promise<void> } = {},
): Promise<Removal> {
  const ref = collectionOf(kind).doc(id);
  let title: unknown;
  const moved = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(kind);
    const data = snapshot.data() ?? {};
    title = data.title;
    const state = itemStateOf(data);
    if (state === "trashed") return false;
    transaction.update(ref, {
      [STATUS]: "trashed",
      [TRASHED_FROM]: state === "draft" ? "draft" : "published",
      [TRASHED_AT]: FieldValue.serverTimestamp(),
      // Legacy items (services/items/visibility.ts) keep their publish time for a restore.
      ...(data.publishAt === undefined ? { publishAt: data.createdAt ?? FieldValue.serverTimestamp() } : {}),
      // Every URL of its files handed out so far stops working (media-access.ts); the owner's trash shows the new.
      ...rotatedMedia(kind, id, data, state === "published"),
      // A public item's document is readable by any client, its preview token too: that token must not open the trash.
      ...(state === "published" ? { previewToken: FieldValue.delete() } : {}),
    });
    noteSearchChange(transaction, kind, id);
    return true;
  });
  if (!moved) {
    // Deleting for good cannot be undone: the caller may ask for more first (a fresh second factor, issue 34).
    await beforePurge?.();
    await purgeItem(kind, id);
    await recordItemAudit("item.purge", kind, id, title);
    return "purged";
  }
  forgetPublicReads();
  await settleMediaTokens(kind, id);
  await recordItemAudit("item.trash", kind, id, title);
  return "trashed";
}

/** Takes an item out of the trash, back to what it was: a draft, or published at its own time. */
export async function restoreItem(kind: ItemKind, id: string): Promise<void> {
  const ref = collectionOf(kind).doc(id);
  let title: unknown;
  await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(kind);
    title = snapshot.get("title");
    if (snapshot.get(STATUS) !== "trashed") {
      throw new DomainError("conflict", `This ${ITEM_KINDS[kind].label} is not in the trash.`);
    }
    const status = snapshot.get(TRASHED_FROM) === "draft" ? "draft" : "published";
    const data = snapshot.data() ?? {};
    transaction.update(ref, {
      [STATUS]: status,
      [TRASHED_FROM]: FieldValue.delete(),
      [TRASHED_AT]: FieldValue.delete(),
      // Public again: its files answer the URLs they had, wherever those were copied (media-access.ts).
      ...(isPublicItem({ ...data, [STATUS]: status }) ? returnedMedia(kind, data) : {}),
    });
    noteSearchChange(transaction, kind, id);
  });
  forgetPublicReads();
  // Also finishes a change of tokens the trash could not (media-access.ts).
  await settleMediaTokens(kind, id);
  await recordItemAudit("item.restore", kind, id, title);
}

/**
 * Removes an item for good: its likes and comments (in batches), the document, its fediverse replies and reactions,
 * then its files. What followers were told of it stays (fediverse/federation/item-sync.ts): a Delete still queued from the
 * trash must find that they have it.
 */
async function purgeItem(kind: ItemKind, id: string): Promise<void> {
  await db().recursiveDelete(collectionOf(kind).doc(id));
  await Promise.all([removeRepliesOf(kind, id), removeReactionsOf(kind, id)]);
  await removeFolder(mediaFolder(kind, id));
}

/** The most items one sweep purges per kind, so a run stays well inside its time-out; the next run takes the rest. */
const PURGES_PER_RUN = 200;

/** Purges every item trashed more than TRASH_DAYS before `now`; answers how many went. */
export async function purgeExpiredTrash(now = new Date()): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - TRASH_DAYS * DAY_MS);
  let purged = 0;
  for (const kind of ITEM_KIND_NAMES) {
    const expired = await collectionOf(kind)
      .where(STATUS, "==", "trashed")
      .where(TRASHED_AT, "<=", cutoff)
      .limit(PURGES_PER_RUN)
      .select()
      .get();
    for (const doc of expired.docs) await purgeItem(kind, doc.id);
    purged += expired.size;
  }
  return purged;
}
