import { FieldValue, type DocumentReference, type Precondition } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { isAlreadyThere, isNotFound } from "../documents";

/** A counter field on some document, moved by `by` each time the record appears (and back when it goes). */
export interface CounterMove {
  doc: DocumentReference;
  fields: Record<string, number>;
}

/** What a counted change is written with: a batch (writeCounted) or a transaction that reads first (stageCounted). */
interface Writes {
  create(record: DocumentReference, data: Record<string, unknown>): unknown;
  delete(record: DocumentReference, precondition?: Precondition): unknown;
  update(doc: DocumentReference, data: Record<string, unknown>): unknown;
}

/**
 * Puts one record's create (or delete, which must find it) and its counters' moves into `writes`: the one way a
 * counted record is written, whether alone (writeCounted) or inside a transaction with other changes (a fediverse
 * reply approved into a comment).
 */
export function stageCounted(writes: Writes, change: "create" | "delete", record: DocumentReference, data: Record<string, unknown>, counters: CounterMove[]): void {
  const step = change === "create" ? 1 : -1;
  if (change === "create") writes.create(record, data);
  else writes.delete(record, { exists: true });
  for (const { doc, fields } of counters) {
    writes.update(doc, Object.fromEntries(Object.entries(fields).map(([field, by]) => [field, FieldValue.increment(by * step)])));
  }
}

/**
 * Adds or removes one record and moves its counters in one atomic batch. The record's create (or delete)
 * carries a precondition, so the counters change exactly when the record does: if it is already in that
 * state the whole batch fails and nothing changes. Concurrent calls therefore never contend or retry,
 * and counters never drift from the records. Answers whether this call made the change. If a counter's
 * document is gone (the item was deleted a moment ago), nothing is written and `missing` is the 404.
 */
export async function writeCounted(
  change: "create" | "delete",
  record: DocumentReference,
  data: Record<string, unknown>,
  counters: CounterMove[],
  missing = "Not found.",
): Promise<boolean> {
  const batch = db().batch();
  stageCounted(batch, change, record, data, counters);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    const alreadyThere = change === "create" ? isAlreadyThere(error) : isNotFound(error);
    if (alreadyThere) return false;
    if (isNotFound(error)) throw new DomainError("not-found", missing);
    throw error;
  }
}
