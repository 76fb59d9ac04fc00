import type { DocumentSnapshot } from "firebase-admin/firestore";
import { ITEM_KINDS } from "../contract/item-kinds";
import { PROJECT_CATEGORIES, type ProjectCategory } from "../contract/limits";
import type { Project, ProjectSummary } from "../contract/projects";
import { getWithEngagement, listNewestFirst } from "./content-items";
import { count, isoDate, text, textList, variantsOf } from "./firestore-values";

const PROJECTS = ITEM_KINDS.projects.collection;

const asCategory = (value: unknown): ProjectCategory =>
  PROJECT_CATEGORIES.find((category) => category === value) ?? "Others";

function toSummary(doc: DocumentSnapshot): ProjectSummary {
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
    createdAt: isoDate(data.createdAt),
    likeCount: count(data.likeCount),
    commentCount: count(data.commentCount),
  };
}

/** Newest first, as the list shows them. */
export async function listProjects(): Promise<ProjectSummary[]> {
  return listNewestFirst(PROJECTS, toSummary);
}

export async function getProject(id: string, viewerUid: string | null): Promise<Project | null> {
  return getWithEngagement(PROJECTS, id, viewerUid, toSummary);
}
