import { FieldValue } from "firebase-admin/firestore";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { text } from "../../services/firestore-values";
import { digest } from "../../services/secrets";

/**
 * The quotes of our items we approved (FEP-044f, as Mastodon 4.5 asks before quoting): one document per quoting
 * post in fediverseQuotes/{digest of its id}, which the QuoteAuthorization at /ap/quotes/{that digest} is read from,
 * so the quoting server and anyone checking the quote can fetch the proof. Closed to every client.
 */
export const FEDIVERSE_QUOTES = "fediverseQuotes";

export interface QuoteApproval {
  /** The quoting post (the QuoteRequest's `instrument`). */
  quoteId: string;
  /** Who asked. */
  actorId: string;
  /** Our object they quote, and the item it is. */
  objectId: string;
  kind: ItemKind;
  itemId: string;
}

export const quoteKeyOf = (quoteId: string) => digest(quoteId);

/** Keeps an approval; the same quote asked again keeps the first. Answers its key. */
export async function keepQuoteApproval(approval: QuoteApproval): Promise<string> {
  const key = quoteKeyOf(approval.quoteId);
  const ref = db().collection(FEDIVERSE_QUOTES).doc(key);
  await db().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) transaction.set(ref, { ...approval, at: FieldValue.serverTimestamp() });
  });
  return key;
}

/** An approval by its key, or null. */
export async function quoteApprovalOf(key: string): Promise<QuoteApproval | null> {
  if (!/^[0-9a-f]{64}$/.test(key)) return null;
  const data = (await db().collection(FEDIVERSE_QUOTES).doc(key).get()).data();
  if (!data) return null;
  return { quoteId: text(data.quoteId), actorId: text(data.actorId), objectId: text(data.objectId), kind: data.kind as ItemKind, itemId: text(data.itemId) };
}
