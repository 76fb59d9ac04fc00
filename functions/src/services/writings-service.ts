import type { DocumentSnapshot } from "firebase-admin/firestore";
import type { ItemListQuery } from "../contract/item-lists";
import { POST_CATEGORIES, type PostCategory } from "../contract/limits";
import type { Writing, WritingSummary } from "../contract/posts";
import { cardText, cardVariants } from "./card-text";
import { getWithEngagement } from "./content-items";
import { count, isoDate, text, variantsOf } from "./firestore-values";
import { readListPage, type CardReader, type ListPage } from "./item-lists";

/** Articles and blogs share one shape; each lives in its own collection (see ITEM_KINDS). */
type WritingCollection = string;

// A stray category (hand-edited document, renamed category) must not make the whole list fail the contract.
const asCategory = (value: unknown): PostCategory =>
  POST_CATEGORIES.find((category) => category === value) ?? "Lifestyle";

/** The stored article or blog as its page shows it; the viewer's like and the first comments are added when read. */
function toWriting(doc: DocumentSnapshot): Omit<Writing, "comments" | "commentsCursor" | "likedByMe"> {
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

/** A card of the list and of the related list (writingSummarySchema). */
const WRITING_CARDS: CardReader<WritingSummary> = {
  fields: ["title", "category", "firstParagraph", "mainImg", "variants.mainImg", "createdAt", "likeCount", "commentCount"],
  toCard: (doc) => ({
    _id: doc.id,
    title: text(doc.get("title")),
    category: asCategory(doc.get("category")),
    firstParagraph: cardText(doc.get("firstParagraph")),
    mainImg: text(doc.get("mainImg")),
    variants: cardVariants(variantsOf(doc.get("variants")), "mainImg"),
    createdAt: isoDate(doc.get("createdAt")),
    likeCount: count(doc.get("likeCount")),
    commentCount: count(doc.get("commentCount")),
  }),
};

/** One page of article or blog cards, newest first. */
export async function listWritings(collection: WritingCollection, request: ItemListQuery): Promise<ListPage<WritingSummary>> {
  return readListPage(collection, request, WRITING_CARDS);
}

export async function getWriting(
  collection: WritingCollection,
  id: string,
  viewerUid: string | null,
): Promise<Writing | null> {
  return getWithEngagement(collection, id, viewerUid, toWriting);
}
