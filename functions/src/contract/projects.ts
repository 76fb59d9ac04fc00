import { z } from "zod";
import { altTextsSchema } from "./alt-text-schemas";
import { engagementShape } from "./comments";
import { ownerPublicationShape, publicationShape } from "./item-status-schemas";
import { PROJECT_CATEGORIES, TEXT_LIMITS } from "./limits";
import { isHttpUrl } from "./item-rules";
import { variantsSchema } from "./variants";

export const projectCategorySchema = z.enum(PROJECT_CATEGORIES);

export const projectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  shortFeature1: z.string(),
  shortFeature2: z.string(),
  shortFeature3: z.string(),
  description: z.string(),
  technologiesUsed: z.array(z.string()),
  keyFeatures: z.array(z.string()),
  codeSnippet: z.string(),
  githubLink: z.string(),
  category: projectCategorySchema,
  headerImg: z.string(),
  additionalImg1: z.string(),
  additionalImg2: z.string(),
  variants: variantsSchema,
  /** The owner's alt text of each image, by stored field (contract/alt-text.ts); a card has its header image's. */
  alt: altTextsSchema,
  createdAt: z.string(),
  ...publicationShape,
  ...ownerPublicationShape,
  ...engagementShape,
});
export type Project = z.infer<typeof projectSchema>;

/**
 * GET /api/projects answers cards: what a card and the slideshow show, with the short description cut to about
 * CARD_TEXT_LENGTH characters. The rest (features, description, code, screenshots) is on the project's page.
 */
export const projectSummarySchema = projectSchema.pick({
  _id: true,
  title: true,
  shortDescription: true,
  category: true,
  headerImg: true,
  variants: true,
  alt: true,
  createdAt: true,
  status: true,
  publishedAt: true,
  likeCount: true,
  commentCount: true,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListSchema = z.array(projectSummarySchema);

const LIST_LIMITS = { items: 30, itemLength: 100 } as const;

/** "a, b, c" or ["a", "b"] become a clean list (SPEC: array or comma string). */
const listField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => {
    const items = Array.isArray(value) ? value : (value ?? "").split(",");
    return items.map((item) => item.trim()).filter((item) => item.length > 0);
  })
  .refine((items) => items.length <= LIST_LIMITS.items, `List at most ${LIST_LIMITS.items} entries.`)
  .refine(
    (items) => items.every((item) => item.length <= LIST_LIMITS.itemLength),
    `Each entry is limited to ${LIST_LIMITS.itemLength} characters.`,
  );

const optionalText = (max: number) =>
  z.string().trim().max(max, `This field is limited to ${max} characters.`).optional().default("");

/** The text fields of POST and PUT /api/projects (images travel as multipart files). */
export const projectFieldsSchema = z.object({
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(TEXT_LIMITS.title, `Titles are limited to ${TEXT_LIMITS.title} characters.`),
  shortDescription: z
    .string({ error: "Short description is required." })
    .trim()
    .min(1, "Short description is required.")
    .max(TEXT_LIMITS.shortText, `The short description is limited to ${TEXT_LIMITS.shortText} characters.`),
  shortFeature1: optionalText(TEXT_LIMITS.title),
  shortFeature2: optionalText(TEXT_LIMITS.title),
  shortFeature3: optionalText(TEXT_LIMITS.title),
  description: optionalText(TEXT_LIMITS.longText),
  technologiesUsed: listField,
  keyFeatures: listField,
  codeSnippet: optionalText(TEXT_LIMITS.longText),
  githubLink: z
    .string()
    .trim()
    .max(TEXT_LIMITS.shortText, "GitHub link must be an http(s) URL.")
    .refine((link) => link === "" || isHttpUrl(link), "GitHub link must be an http(s) URL.")
    .optional()
    .default(""),
  category: z
    .enum(PROJECT_CATEGORIES, { error: "Choose one of the project categories." })
    .optional()
    .default("Others"),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
