import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { Timestamp, type DocumentData, type Query } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { digest } from "../../services/secrets";

/**
 * Fedify's key-value store (remote documents and keys it cached, activity ids it has seen, so a re-delivered
 * activity is handled once) in Firestore: one document per key in fediverseKv, closed to every client. A key's
 * parts are joined into the document id (encoded, so any text is a valid id; a long one hashed), and kept as an
 * array (the key itself) and as text (`path`, for `list`).
 * An entry with a time to live carries `expiresAt`: reads ignore it once past, and a TTL policy on that field
 * deletes it in production (docs/fediverse.md).
 */
export const FEDIVERSE_KV = "fediverseKv";

// Firestore ids stop at 1,500 bytes; a key holding a long URL is named by its digest instead.
// The parts are encoded, which turns every "|" in them into "%7C", so "|" between them can never be part of one:
// ["a|b"] and ["a", "b"] are different ids. The same joined text is kept in `path`, for `list`'s prefix range.
const pathOf = (key: KvKey | readonly string[]) => key.map((part) => encodeURIComponent(part)).join("|");
const idOf = (key: KvKey) => {
  const path = pathOf(key);
  return path.length <= 700 ? path : `sha256|${digest(path)}`;
};
const refOf = (key: KvKey) => db().collection(FEDIVERSE_KV).doc(idOf(key));

const isLive = (data: DocumentData | undefined, now = Date.now()) =>
  data !== undefined && !(data.expiresAt instanceof Timestamp && data.expiresAt.toMillis() <= now);

// Values are stored as JSON text: Fedify stores arrays of arrays and nulls, which Firestore's types do not all take.
const stored = (key: KvKey, value: unknown, options?: KvStoreSetOptions) => ({
  key: [...key],
  path: pathOf(key),
  value: JSON.stringify(value),
  ...(options?.ttl ? { expiresAt: Timestamp.fromMillis(Date.now() + options.ttl.total("millisecond")) } : {}),
});

export class FirestoreKvStore implements KvStore {
  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const data = (await refOf(key).get()).data();
    return isLive(data) ? (JSON.parse(data!.value as string) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await refOf(key).set(stored(key, value, options));
  }

  async delete(key: KvKey): Promise<void> {
    await refOf(key).delete();
  }

  /** Compare-and-swap in a transaction: the new value is written only when the stored one is still `expected`. */
  readonly cas = async (key: KvKey, expected: unknown, value: unknown, options?: KvStoreSetOptions): Promise<boolean> =>
    db().runTransaction(async (transaction) => {
      const data = (await transaction.get(refOf(key))).data();
      const current = isLive(data) ? (data!.value as string) : undefined;
      if (current !== (expected === undefined ? undefined : JSON.stringify(expected))) return false;
      transaction.set(refOf(key), stored(key, value, options));
      return true;
    });

  /** Every live entry under `prefix`: a range on `path` (one single-field index), the prefix's parts then "|". */
  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    let query: Query = db().collection(FEDIVERSE_KV);
    if (prefix) {
      const start = `${pathOf(prefix)}|`;
      query = query.where("path", ">=", start).where("path", "<", `${start}\uffff`);
    }
    const snapshot = await query.get();
    for (const doc of snapshot.docs) {
      const data = doc.data();
      if (!isLive(data)) continue;
      yield { key: data.key as KvKey, value: JSON.parse(data.value as string) };
    }
  }
}
