import { z } from "zod";
import { engagementShape } from "./comments";
import { PROJECT_CATEGORIES, TEXT_LIMITS } from "./limits";

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
  createdAt: z.string(),
  ...engagementShape,
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects answers cards: everything but the comments. */
export const projectSummarySchema = projectSchema.omit({ comments: true, likedByMe: true });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export const projectListSchema = z.array(projectSummarySchema);

/** "a, b, c" or ["a", "b"] become a clean list (SPEC: array or comma string). */
const listField = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => {
    const items = Array.isArray(value) ? value : (value ?? "").split(",");
    return items.map((item) => item.trim()).filter((item) => item.length > 0);
  });

const optionalText = (max: number) => z.string().trim().max(max).optional().default("");

/** The text fields of POST and PUT /api/projects (images travel as multipart files). */
export const projectFieldsSchema = z.object({
  title: z.string({ error: "Title is required." }).trim().min(1, "Title is required.").max(TEXT_LIMITS.title),
  shortDescription: z
    .string({ error: "Short description is required." })
    .trim()
    .min(1, "Short description is required.")
    .max(TEXT_LIMITS.shortText),
  shortFeature1: optionalText(TEXT_LIMITS.title),
  shortFeature2: optionalText(TEXT_LIMITS.title),
  shortFeature3: optionalText(TEXT_LIMITS.title),
  description: optionalText(TEXT_LIMITS.longText),
  technologiesUsed: listField,
  keyFeatures: listField,
  codeSnippet: optionalText(TEXT_LIMITS.longText),
  githubLink: z.union([
    z.literal(""),
    z.url({ protocol: /^https?$/, error: "GitHub link must be a URL." }),
  ]).optional().default(""),
  category: projectCategorySchema.optional().default("Others"),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
export const PROJECT_IMAGE_FIELDS = ["headerImg", "additionalImg1", "additionalImg2"] as const;
