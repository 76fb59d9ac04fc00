import type { DocumentSnapshot } from "firebase-admin/firestore";
import { POST_CATEGORIES, type PostCategory } from "../contract/limits";
import type { Writing, WritingSummary } from "../contract/posts";
import { getWithEngagement, listNewestFirst } from "./content-items";
import { count, isoDate, text, variantsOf } from "./firestore-values";

/** Articles and blogs share one shape; each lives in its own collection (see ITEM_KINDS). */
type WritingCollection = string;

// A stray category (hand-edited document, renamed category) must not make the whole list fail the contract.
const asCategory = (value: unknown): PostCategory =>
  POST_CATEGORIES.find((category) => category === value) ?? "Lifestyle";

function toSummary(doc: DocumentSnapshot): WritingSummary {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    title: text(data.title),
    category: asCategory(data.category),
    firstParagraph: text(data.firstParagraph),
    secondParagraph: text(data.secondParagraph),
    lastParagraph: text(data.lastParagraph),
    mainImg: text(data.mainImg),
    img: text(data.img),
    secondImg: text(data.secondImg),
    vid: text(data.vid),
    variants: variantsOf(data.variants),
    createdAt: isoDate(data.createdAt),
    likeCount: count(data.likeCount),
    commentCount: count(data.commentCount),
  };
}

/** Newest first, as the list shows them; comments stay out so the list stays small. */
export async function listWritings(collection: WritingCollection): Promise<WritingSummary[]> {
  return listNewestFirst(collection, toSummary);
}

export async function getWriting(
  collection: WritingCollection,
  id: string,
  viewerUid: string | null,
): Promise<Writing | null> {
  return getWithEngagement(collection, id, viewerUid, toSummary);
}
