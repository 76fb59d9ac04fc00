import type { DocumentSnapshot } from "firebase-admin/firestore";
import { POST_CATEGORIES, type PostCategory } from "../../contract/limits";
import type { Writing, WritingSummary } from "../../contract/posts";
import { cardAltTexts, cardText, cardVariants } from "./card-text";
import { getWithEngagement, type ItemReaderAccess } from "./content-items";
import { altTextsOf, count, isoDate, text, variantsOf, fediverseCountsOf } from "../firestore-values";
import { readListPage, type CardReader, type ListPage, type ListRequest } from "./lists";
import { itemPublicationOf, PUBLICATION_FIELDS, publicationOf } from "./publication";
import { readingMinutesOfStored } from "./long-form";

/** Articles and blogs share one shape; each lives in its own collection (see ITEM_KINDS). */
type WritingCollection = string;

// A stray category (hand-edited document, renamed category) must not make the whole list fail the contract.
const asCategory = (value: unknown): PostCategory =>
  POST_CATEGORIES.find((category) => category === value) ?? "Lifestyle";

/** The stored article or blog as its page shows it; the viewer's like and the first comments are added when read. */
export function toWriting(doc: DocumentSnapshot): Omit<Writing, "comments" | "commentsCursor" | "likedByMe"> {
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
    alt: altTextsOf(data.alt),
    createdAt: isoDate(data.createdAt),
    ...longFormOf(data),
    ...itemPublicationOf(doc),
    likeCount: count(data.likeCount),
    ...fediverseCountsOf(data),
    commentCount: count(data.commentCount),
  };
}

/**
 * The body's HTML and the reading time of the paragraphs and body together; an item without a body has neither, so its
 * page shows exactly what it showed before bodies existed.
 */
function longFormOf(data: Record<string, unknown>): Pick<Writing, "bodyHtml" | "readingMinutes"> {
  const minutes = readingMinutesOfStored(data);
  return minutes === undefined ? { bodyHtml: "" } : { bodyHtml: text(data.bodyHtml), readingMinutes: minutes };
}

/** A card of the list and of the related list (writingSummarySchema). */
const WRITING_CARDS: CardReader<WritingSummary> = {
  fields: ["title", "category", "firstParagraph", "mainImg", "variants.mainImg", "alt.mainImg", "likeCount", "commentCount", ...PUBLICATION_FIELDS],
  toCard: (doc) => ({
    _id: doc.id,
    title: text(doc.get("title")),
    category: asCategory(doc.get("category")),
    firstParagraph: cardText(doc.get("firstParagraph")),
    mainImg: text(doc.get("mainImg")),
    variants: cardVariants(variantsOf(doc.get("variants")), "mainImg"),
    alt: cardAltTexts(altTextsOf(doc.get("alt")), "mainImg"),
    createdAt: isoDate(doc.get("createdAt")),
    ...publicationOf(doc),
    likeCount: count(doc.get("likeCount")),
    commentCount: count(doc.get("commentCount")),
  }),
};

/** One page of article or blog cards, newest first. */
export async function listWritings(collection: WritingCollection, request: ListRequest): Promise<ListPage<WritingSummary>> {
  return readListPage(collection, request, WRITING_CARDS);
}

export async function getWriting(
  collection: WritingCollection,
  id: string,
  reader: ItemReaderAccess,
): Promise<Writing | null> {
  // The Markdown is the owner's editor's; readers get the HTML alone.
  const toRead = reader.isOwner ? (doc: DocumentSnapshot) => ({ ...toWriting(doc), body: text(doc.get("body")) }) : toWriting;
  return getWithEngagement(collection, id, reader, toRead);
}
