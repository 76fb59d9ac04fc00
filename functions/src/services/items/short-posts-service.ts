import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { ShortPost, ShortPostSummary } from "../../contract/posts";
import { cardAltTexts, cardText, cardVariants } from "./card-text";
import { getWithEngagement, type ItemReaderAccess } from "./content-items";
import { altTextsOf, count, isoDate, text, variantsOf, fediverseCountsOf } from "../firestore-values";
import { readListPage, type CardReader, type ListPage, type ListRequest } from "./lists";
import { itemPublicationOf, PUBLICATION_FIELDS, publicationOf } from "./publication";

/** Random posts (/api/random-post) and did-you-know posts (/api/islamic) share one shape, each in its own collection. */
type ShortPostCollection = string;

/** The stored post as its page shows it; the viewer's like and the first comments are added when read. */
export function toShortPost(doc: DocumentSnapshot): Omit<ShortPost, "comments" | "commentsCursor" | "likedByMe"> {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    title: text(data.title),
    desc: text(data.desc),
    fileUrl: text(data.fileUrl),
    variants: variantsOf(data.variants),
    alt: altTextsOf(data.alt),
    createdAt: isoDate(data.createdAt),
    ...itemPublicationOf(doc),
    likeCount: count(data.likeCount),
    ...fediverseCountsOf(data),
    commentCount: count(data.commentCount),
  };
}

/** A feed entry (shortPostSummarySchema): the desc is cut, the rest is what the page shows. */
const SHORT_POST_CARDS: CardReader<ShortPostSummary> = {
  fields: ["title", "desc", "fileUrl", "variants.fileUrl", "alt.fileUrl", "likeCount", "commentCount", ...PUBLICATION_FIELDS],
  toCard: (doc) => ({
    _id: doc.id,
    title: text(doc.get("title")),
    desc: cardText(doc.get("desc")),
    fileUrl: text(doc.get("fileUrl")),
    variants: cardVariants(variantsOf(doc.get("variants")), "fileUrl"),
    alt: cardAltTexts(altTextsOf(doc.get("alt")), "fileUrl"),
    createdAt: isoDate(doc.get("createdAt")),
    ...publicationOf(doc),
    likeCount: count(doc.get("likeCount")),
    commentCount: count(doc.get("commentCount")),
  }),
};

/** One page of feed entries, newest first. */
export async function listShortPosts(collection: ShortPostCollection, request: ListRequest): Promise<ListPage<ShortPostSummary>> {
  return readListPage(collection, request, SHORT_POST_CARDS);
}

export async function getShortPost(
  collection: ShortPostCollection,
  id: string,
  reader: ItemReaderAccess,
): Promise<ShortPost | null> {
  return getWithEngagement(collection, id, reader, toShortPost);
}
