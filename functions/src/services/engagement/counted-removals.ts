import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { writeCounted, type CounterMove } from "./counted-records";

/** One record to remove and the counter that counts it (a like and its item, a follow and the other user). */
export interface CountedRecord {
  record: DocumentReference;
  counter: CounterMove;
}

/**
 * 2 writes a record: 400 a batch, under Firestore's 500. Each counter document may appear only once in a
 * call's list (one like per item, one follow per other user), so no batch writes a document twice.
 */
const RECORDS_PER_BATCH = 200;

/**
 * Removes many counted records, a few hundred to a batch. Each delete carries "must exist", so a record
 * someone else removed a moment ago (a parallel retry) fails its batch and nothing in it changes; that batch
 * is then redone one record at a time with writeCounted, which skips what is already gone. Counters thus move
 * exactly once per record that really goes. A record whose counter document is gone (an item deleted since,
 * or another account deleted) is removed on its own: nothing is left to correct.
 */
export async function removeCountedRecords(records: CountedRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += RECORDS_PER_BATCH) {
    const chunk = records.slice(start, start + RECORDS_PER_BATCH);
    const batch = db().batch();
    for (const { record, counter } of chunk) {
      batch.delete(record, { exists: true });
      const moves = Object.fromEntries(Object.entries(counter.fields).map(([field, by]) => [field, FieldValue.increment(-by)]));
      batch.update(counter.doc, moves);
    }
    const committed = await batch.commit().then(
      () => true,
      () => false,
    );
    if (!committed) await removeOneByOne(chunk);
  }
}

async function removeOneByOne(records: CountedRecord[]): Promise<void> {
  for (const { record, counter } of records) {
    const changed = await writeCounted("delete", record, {}, [counter]);
    if (!changed) await record.delete();
  }
}
