import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase";
import { digest } from "../services/secrets";

/**
 * Fedify's key-value store (remote documents and keys it cached, activity ids it has seen, so a re-delivered
 * activity is handled once) in Firestore: one document per key in fediverseKv, closed to every client. A key's
 * parts are joined into the document id (encoded, so any text is a valid id; a long one hashed) and kept as an array for `list`.
 * An entry with a time to live carries `expiresAt`: reads ignore it once past, and a TTL policy on that field
 * deletes it in production (docs/fediverse.md).
 */
export const FEDIVERSE_KV = "fediverseKv";

// Firestore ids stop at 1,500 bytes; a key holding a long URL is named by its digest instead.
const idOf = (key: KvKey) => {
  const id = key.map((part) => encodeURIComponent(part)).join("~");
  return id.length <= 700 ? id : `sha256~${digest(id)}`;
};
const refOf = (key: KvKey) => db().collection(FEDIVERSE_KV).doc(idOf(key));

const isLive = (data: FirebaseFirestore.DocumentData | undefined, now = Date.now()) =>
  data !== undefined && !(data.expiresAt instanceof Timestamp && data.expiresAt.toMillis() <= now);

// Values are stored as JSON text: Fedify stores arrays of arrays and nulls, which Firestore's types do not all take.
const stored = (key: KvKey, value: unknown, options?: KvStoreSetOptions) => ({
  key: [...key],
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

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    let query: FirebaseFirestore.Query = db().collection(FEDIVERSE_KV);
    if (prefix) query = query.where("key", ">=", [...prefix]).where("key", "<", [...prefix, "\uffff"]);
    const snapshot = await query.get();
    for (const doc of snapshot.docs) {
      const data = doc.data();
      const key = data.key as string[];
      if (!isLive(data) || (prefix && !prefix.every((part, index) => key[index] === part))) continue;
      yield { key: key as unknown as KvKey, value: JSON.parse(data.value as string) };
    }
  }
}
