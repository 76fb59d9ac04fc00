import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { ShortPost, ShortPostSummary } from "../contract/posts";
import { getWithEngagement, listNewestFirst } from "./content-items";
import { count, isoDate, text } from "./firestore-values";

/** Random posts (/api/random-post) and did-you-know posts (/api/islamic) share one shape. */
export const SHORT_POST_COLLECTIONS = { randomPosts: "randomPosts", didYouKnow: "didYouKnowPosts" } as const;
export type ShortPostCollection = (typeof SHORT_POST_COLLECTIONS)[keyof typeof SHORT_POST_COLLECTIONS];

function toSummary(doc: DocumentSnapshot): ShortPostSummary {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    title: text(data.title),
    desc: text(data.desc),
    fileUrl: text(data.fileUrl),
    createdAt: isoDate(data.createdAt),
    likeCount: count(data.likeCount),
    commentCount: count(data.commentCount),
  };
}

/** Newest first, as the feed shows them; comments stay out so the feed stays small. */
export async function listShortPosts(collection: ShortPostCollection): Promise<ShortPostSummary[]> {
  return listNewestFirst(collection, toSummary);
}

export async function getShortPost(
  collection: ShortPostCollection,
  id: string,
  viewerUid: string | null,
): Promise<ShortPost | null> {
  return getWithEngagement(collection, id, viewerUid, toSummary);
}
