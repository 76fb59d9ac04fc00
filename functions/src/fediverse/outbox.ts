import type { Context } from "@fedify/fedify";
import { Activity } from "@fedify/vocab";
import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { FEDIVERSE_LIMITS } from "../contract/fediverse";
import { db } from "../firebase";
import { decodeCursor, encodeCursor } from "../services/page-cursor";

/**
 * Every activity sent to followers (Create, Update, Delete), newest first, for the actor's outbox: a server that
 * finds the account reads its recent posts there. One small document per activity, read a page at a time.
 */
export const FEDIVERSE_OUTBOX = "fediverseOutbox";

export async function recordSent(activity: Activity): Promise<void> {
  await db().collection(FEDIVERSE_OUTBOX).add({ activity: JSON.stringify(await activity.toJsonLd()), createdAt: FieldValue.serverTimestamp() });
}

export const countSent = async () => (await db().collection(FEDIVERSE_OUTBOX).count().get()).data().count;

/** One page of the outbox after `cursor` ("" for the first); null for a cursor that is not ours (Fedify answers 404). */
export async function sentPage(ctx: Context<unknown>, cursor: string) {
  const size = FEDIVERSE_LIMITS.outboxPageSize;
  let query = db().collection(FEDIVERSE_OUTBOX).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  if (cursor) {
    let after: ReturnType<typeof decodeCursor>;
    try {
      after = decodeCursor(cursor);
    } catch {
      return null;
    }
    query = query.startAfter(...after);
  }
  const snapshot = await query.limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  const items = await Promise.all(
    docs.map((doc) => Activity.fromJsonLd(JSON.parse(doc.get("activity") as string), { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader })),
  );
  return { items, nextCursor: snapshot.docs.length > size ? encodeCursor(docs[docs.length - 1]!) : null };
}
