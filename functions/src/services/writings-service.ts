import type { DocumentSnapshot } from "firebase-admin/firestore";
import { POST_CATEGORIES, type PostCategory } from "../contract/limits";
import type { Writing, WritingSummary } from "../contract/posts";
import { getWithEngagement, listNewestFirst } from "./content-items";
import { count, isoDate, text } from "./firestore-values";

/** Articles and blogs share one shape; each lives in its own collection. */
export const WRITING_COLLECTIONS = { articles: "articles", blogs: "blogs" } as const;
export type WritingCollection = (typeof WRITING_COLLECTIONS)[keyof typeof WRITING_COLLECTIONS];

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
