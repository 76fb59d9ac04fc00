import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { readEngagement, type Engagement } from "../engagement/likes-and-comments";
import { canSeeItem, type ItemAccess } from "./visibility";
import { ownerPublicationOf } from "./publication";

/** The item read every published kind (projects, articles, blogs, posts) shares; each kind maps its own fields. Lists are in item-lists.ts. */
type ToSummary<Summary> = (doc: DocumentSnapshot) => Summary;

/** Who reads an item: their account (for their like), and what they may see (services/items/visibility.ts). */
export interface ItemReaderAccess extends ItemAccess {
  uid: string | null;
}

export const GUEST_READER: ItemReaderAccess = { uid: null, isOwner: false };

/**
 * One item with its likes and comments for the viewer, read together; null when it does not exist or is not the
 * viewer's to see (a draft, a scheduled or a trashed item is unknown to all but the owner and a preview's holder).
 */
export async function getWithEngagement<Summary>(
  collection: string,
  id: string,
  reader: ItemReaderAccess,
  toSummary: ToSummary<Summary>,
): Promise<(Summary & Engagement) | null> {
  const ref = db().collection(collection).doc(id);
  const [doc, engagement] = await Promise.all([ref.get(), readEngagement(ref, reader.uid)]);
  if (!doc.exists || !canSeeItem(doc.data(), reader)) return null;
  return { ...toSummary(doc), ...(reader.isOwner ? ownerPublicationOf(doc) : {}), ...engagement };
}
