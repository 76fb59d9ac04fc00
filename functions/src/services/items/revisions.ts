import { FieldValue, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { ownerAccount } from "../../config";
import { REVISION_NOT_FOUND_MESSAGE, REVISIONS_KEPT, type Revision, type RevisionSummary } from "../../contract/long-form";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { DomainError } from "../domain-error";
import { isoDate, text } from "../firestore-values";
import { db } from "../../firebase";

/**
 * An item's history (issue 35, docs/long-form.md): `{collection}/{id}/revisions/{revisionId}`, one document per save,
 * written in the same batch or transaction as the item, so a save and its revision exist together or not at all.
 * Each keeps the text fields as they became (`fields`: the SPEC fields and the body; files are not kept), `by`, `at`,
 * `changed` and `restoredFrom`. Clients can read none of it (firestore.rules); the owner reads it through the API.
 */
export const REVISIONS = "revisions";

export const revisionsOf = (item: DocumentReference) => item.collection(REVISIONS);

/** A field's value as a revision keeps it: text, or a list of texts (a project's technologies). */
function keptValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.filter((each): each is string => typeof each === "string");
  return typeof value === "string" ? value : "";
}

const sameValue = (a: string | string[], b: string | string[]) => JSON.stringify(a) === JSON.stringify(b);

/** The revision of a save that made the item's text fields `after`; `before` is the stored item, if any. */
function revisionData(before: DocumentData | undefined, after: Record<string, unknown>, restoredFrom: string | null) {
  const fields = Object.fromEntries(Object.entries(after).map(([field, value]) => [field, keptValue(value)]));
  const changed = Object.keys(fields).filter((field) => !sameValue(keptValue(before?.[field]), fields[field]!));
  return { at: FieldValue.serverTimestamp(), by: ownerAccount().username, changed, fields, restoredFrom };
}

/** Adds the revision of a save to the batch or transaction that saves the item. */
export function keepRevision(
  writer: WriteBatch | Transaction,
  item: DocumentReference,
  before: DocumentData | undefined,
  after: Record<string, unknown>,
  restoredFrom: string | null = null,
): void {
  writer.create(revisionsOf(item).doc(), revisionData(before, after, restoredFrom));
}

/**
 * Deletes the revisions past the newest REVISIONS_KEPT. Run after a save: one save adds one, so a few deletes at a
 * time keep the count at the bound. A failure here loses nothing and the next save tries again.
 */
export async function pruneRevisions(item: DocumentReference): Promise<void> {
  const old = await revisionsOf(item).orderBy("at", "desc").offset(REVISIONS_KEPT).limit(20).select().get();
  if (old.empty) return;
  const batch = item.firestore.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit().catch(() => undefined);
}

function summaryOf(doc: DocumentSnapshot): RevisionSummary {
  const restoredFrom = doc.get("restoredFrom");
  const changed = doc.get("changed");
  return {
    _id: doc.id,
    at: isoDate(doc.get("at")),
    by: text(doc.get("by")),
    changed: Array.isArray(changed) ? changed.filter((each): each is string => typeof each === "string") : [],
    restoredFrom: typeof restoredFrom === "string" ? restoredFrom : null,
  };
}

async function existingItem(kind: ItemKind, id: string): Promise<DocumentReference> {
  const ref = db().collection(ITEM_KINDS[kind].collection).doc(id);
  if (!(await ref.get()).exists) throw new DomainError("not-found", ITEM_KINDS[kind].notFound);
  return ref;
}

/** The kept revisions of an item, newest first, without their fields (a list stays small). */
export async function listRevisions(kind: ItemKind, id: string): Promise<RevisionSummary[]> {
  const ref = await existingItem(kind, id);
  const page = await revisionsOf(ref).orderBy("at", "desc").limit(REVISIONS_KEPT).select("at", "by", "changed", "restoredFrom").get();
  return page.docs.map(summaryOf);
}

/** One revision of an item with its fields' values. */
export async function getRevision(kind: ItemKind, id: string, revisionId: string): Promise<Revision> {
  const ref = await existingItem(kind, id);
  const doc = await revisionsOf(ref).doc(revisionId).get();
  if (!doc.exists) throw new DomainError("not-found", REVISION_NOT_FOUND_MESSAGE);
  const stored = (doc.get("fields") ?? {}) as Record<string, unknown>;
  return { ...summaryOf(doc), fields: Object.fromEntries(Object.entries(stored).map(([field, value]) => [field, keptValue(value)])) };
}
