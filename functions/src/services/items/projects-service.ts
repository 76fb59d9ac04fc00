import type { DocumentSnapshot } from "firebase-admin/firestore";
import { PROJECT_CATEGORIES, type ProjectCategory } from "../../contract/limits";
import type { Project, ProjectSummary } from "../../contract/projects";
import { cardAltTexts, cardText, cardVariants } from "./card-text";
import { getWithEngagement, type ItemReaderAccess } from "./content-items";
import { altTextsOf, count, isoDate, text, textList, variantsOf, fediverseCountsOf } from "../firestore-values";
import { readListPage, type CardReader, type ListPage, type ListRequest } from "./lists";
import { itemPublicationOf, PUBLICATION_FIELDS, publicationOf } from "./publication";


const asCategory = (value: unknown): ProjectCategory =>
  PROJECT_CATEGORIES.find((category) => category === value) ?? "Others";

/** The stored project as its page shows it; the viewer's like and the first comments are added when read. */
export function toProject(doc: DocumentSnapshot): Omit<Project, "comments" | "commentsCursor" | "likedByMe"> {
  const data = doc.data() ?? {};
  return {
    _id: doc.id,
    title: text(data.title),
    shortDescription: text(data.shortDescription),
    shortFeature1: text(data.shortFeature1),
    shortFeature2: text(data.shortFeature2),
    shortFeature3: text(data.shortFeature3),
    description: text(data.description),
    technologiesUsed: textList(data.technologiesUsed),
    keyFeatures: textList(data.keyFeatures),
    codeSnippet: text(data.codeSnippet),
    githubLink: text(data.githubLink),
    category: asCategory(data.category),
    headerImg: text(data.headerImg),
    additionalImg1: text(data.additionalImg1),
    additionalImg2: text(data.additionalImg2),
    variants: variantsOf(data.variants),
    alt: altTextsOf(data.alt),
    createdAt: isoDate(data.createdAt),
    ...itemPublicationOf(doc),
    likeCount: count(data.likeCount),
    ...fediverseCountsOf(data),
    commentCount: count(data.commentCount),
  };
}

/** A card of the list and the slideshow (projectSummarySchema). */
const PROJECT_CARDS: CardReader<ProjectSummary> = {
  fields: ["title", "shortDescription", "category", "headerImg", "variants.headerImg", "alt.headerImg", "likeCount", "commentCount", ...PUBLICATION_FIELDS],
  toCard: (doc) => ({
    _id: doc.id,
    title: text(doc.get("title")),
    shortDescription: cardText(doc.get("shortDescription")),
    category: asCategory(doc.get("category")),
    headerImg: text(doc.get("headerImg")),
    variants: cardVariants(variantsOf(doc.get("variants")), "headerImg"),
    alt: cardAltTexts(altTextsOf(doc.get("alt")), "headerImg"),
    createdAt: isoDate(doc.get("createdAt")),
    ...publicationOf(doc),
    likeCount: count(doc.get("likeCount")),
    commentCount: count(doc.get("commentCount")),
  }),
};

/** One page of project cards, newest first. */
export async function listProjects(collection: string, request: ListRequest): Promise<ListPage<ProjectSummary>> {
  return readListPage(collection, request, PROJECT_CARDS);
}

export async function getProject(collection: string, id: string, reader: ItemReaderAccess): Promise<Project | null> {
  return getWithEngagement(collection, id, reader, toProject);
}
