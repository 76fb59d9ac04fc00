import { timingSafeEqual } from "node:crypto";
import { Timestamp, type DocumentData, type Query } from "firebase-admin/firestore";
import type { ItemState, OwnerListFilter } from "../../contract/item-status";

/**
 * The one "public" predicate (DESIGN.md, Public): an item is public when its status is "published" and its publish
 * time has come. It is decided at read time, so a scheduled item becomes public at its time without anyone acting
 * and without a job that could run late: every list, page, feed, sitemap, count and related list asks Firestore
 * for `status == "published" && publishAt <= now` (publicItems), and every single read checks the same two fields
 * (isPublicItem). The two spellings sit together here, and a test holds them to the same answers.
 * firestore.rules repeats the rule for clients holding the SDK, who must not read what the API hides.
 *
 * Stored fields: `status` ("draft" | "published" | "trashed"), `publishAt` (a Timestamp; for a draft, when it was
 * saved, which orders the owner's lists), and in the trash `trashedAt` and `trashedFrom` (the status it left).
 * Items saved before drafts existed have neither field: they were public from their `createdAt`, which is how they
 * are read (storedState) and what migrateLegacyItems writes into them, so queries find them too.
 */

export const STATUS = "status";
export const PUBLISH_AT = "publishAt";

/** The stored status, and the publish time an item saved before drafts existed had: its creation. */
function storedState(data: DocumentData): { status: unknown; publishAt: unknown } {
  if (data[STATUS] === undefined) return { status: "published", publishAt: data.createdAt };
  return { status: data[STATUS], publishAt: data[PUBLISH_AT] };
}

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

/** Whether a stored item is public at `now`. */
export function isPublicItem(data: DocumentData | undefined, now = Timestamp.now()): boolean {
  if (!data) return false;
  const { status, publishAt } = storedState(data);
  const at = millisOf(publishAt);
  return status === "published" && at !== null && at <= now.toMillis();
}

/** The same predicate as a query: only public items, newest publish time first (with the id breaking ties). */
export function publicItems(collection: Query, now = Timestamp.now()): Query {
  return collection.where(STATUS, "==", "published").where(PUBLISH_AT, "<=", now);
}

/** The owner's filters of a list. "all" is everything outside the trash. */
export function ownerItems(collection: Query, filter: OwnerListFilter, now = Timestamp.now()): Query {
  switch (filter) {
    case "published":
      return publicItems(collection, now);
    case "scheduled":
      return collection.where(STATUS, "==", "published").where(PUBLISH_AT, ">", now);
    case "draft":
      return collection.where(STATUS, "==", "draft");
    case "trash":
      return collection.where(STATUS, "==", "trashed");
    case "all":
      return collection.where(STATUS, "in", ["draft", "published"]);
  }
}

/** What an item is at `now`, as its answer says it. */
export function itemStateOf(data: DocumentData, now = Timestamp.now()): ItemState {
  const { status } = storedState(data);
  if (status === "draft") return "draft";
  if (status === "trashed") return "trashed";
  return isPublicItem(data, now) ? "published" : "scheduled";
}

/** The time an item is (or is to be) public, for its answer. */
export const publishTimeOf = (data: DocumentData): unknown => storedState(data).publishAt;

/** Who asks for an item: the owner sees every state; anyone else sees it when public, or with its preview token. */
export interface ItemAccess {
  isOwner: boolean;
  previewToken?: string;
}

export const GUEST_ACCESS: ItemAccess = { isOwner: false };

/** Whether `access` may see a stored item. A preview token opens a draft or a scheduled item, never the trash. */
export function canSeeItem(data: DocumentData | undefined, access: ItemAccess, now = Timestamp.now()): boolean {
  if (!data) return false;
  if (access.isOwner || isPublicItem(data, now)) return true;
  return itemStateOf(data, now) !== "trashed" && matchesPreviewToken(data.previewToken, access.previewToken);
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
function matchesPreviewToken(stored: unknown, given: string | undefined): boolean {
  if (typeof stored !== "string" || given === undefined) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
