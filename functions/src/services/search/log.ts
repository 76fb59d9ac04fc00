import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";

/**
 * The search log (docs/search.md): every write that can change what search finds (publishing, editing, trashing,
 * restoring, deleting) adds one entry `{kind, id, at}` in the same transaction or batch as the item, so the entry
 * exists exactly when the change does. Each `api` instance reads the entries after the last one it saw, and re-reads
 * those items alone. A TTL policy (firestore.indexes.json) removes entries after SEARCH_LOG_TTL_MS; an instance that
 * last looked longer ago than that rebuilds its index instead (search-index.ts).
 */

export const SEARCH_LOG = "searchLog";
export const SEARCH_LOG_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** Adds the log entry of a change to `kind`/`id` to the transaction or batch that makes the change. */
export function noteSearchChange(writer: Transaction | WriteBatch, kind: ItemKind, id: string): void {
  const entry = {
    kind,
    id,
    // The commit time: every entry committed after an instance's read has a later `at` than that read's time.
    at: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + SEARCH_LOG_TTL_MS),
  };
  const ref = db().collection(SEARCH_LOG).doc();
  // The two writers' `set` overloads differ only in their return type.
  (writer as WriteBatch).set(ref, entry);
}

export interface LoggedChanges {
  /** The items changed, once each, as `{kind, id}`. */
  changed: { kind: ItemKind; id: string }[];
  /** More entries than were read: the reader should rebuild rather than catch up. */
  overflow: boolean;
  /** The time the log was read at: the next read asks for entries after it. */
  readTime: Timestamp;
  /** The documents the query was billed for (an empty answer costs one). */
  reads: number;
}

/** The items changed after `since`, reading at most `max` entries. */
export async function changesSince(since: Timestamp, max: number): Promise<LoggedChanges> {
  const snapshot = await db().collection(SEARCH_LOG).where("at", ">", since).orderBy("at").limit(max + 1).get();
  const changed = new Map<string, { kind: ItemKind; id: string }>();
  for (const doc of snapshot.docs.slice(0, max)) {
    const kind = doc.get("kind") as ItemKind;
    const id = doc.get("id") as string;
    changed.set(`${kind}/${id}`, { kind, id });
  }
  return { changed: [...changed.values()], overflow: snapshot.size > max, readTime: snapshot.readTime, reads: Math.max(1, snapshot.size) };
}
