import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { ShortPost, ShortPostSummary } from "../contract/posts";
import { getWithEngagement, listNewestFirst } from "./content-items";
import { count, isoDate, text, variantsOf } from "./firestore-values";

/** Random posts (/api/random-post) and did-you-know posts (/api/islamic) share one shape, each in its own collection. */
type ShortPostCollection = string;

function toSummary(doc: DocumentSnapshot): ShortPostSummary {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    title: text(data.title),
    desc: text(data.desc),
    fileUrl: text(data.fileUrl),
    variants: variantsOf(data.variants),
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
