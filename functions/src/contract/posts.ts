import { z } from "zod";
import { altTextsSchema } from "./alt-text-schemas";
import { engagementShape } from "./comments";
import { ownerPublicationShape, publicationShape } from "./item-status-schemas";
import { POST_CATEGORIES, TEXT_LIMITS } from "./limits";
import { bodyFieldSchema, longFormShape } from "./long-form";
import { WRITING_REQUIRED_MESSAGE } from "./item-rules";
import { variantsSchema } from "./variants";

/** Articles (/api/articles) and blogs (/api/blogs) share one shape. */
export const writingSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.enum(POST_CATEGORIES),
  firstParagraph: z.string(),
  secondParagraph: z.string(),
  lastParagraph: z.string(),
  mainImg: z.string(),
  img: z.string(),
  secondImg: z.string(),
  vid: z.string(),
  variants: variantsSchema,
  /** The owner's alt text of each image, by stored field (contract/alt-text.ts); a card has its main image's. */
  alt: altTextsSchema,
  createdAt: z.string(),
  ...longFormShape,
  ...publicationShape,
  ...ownerPublicationShape,
  ...engagementShape,
});
export type Writing = z.infer<typeof writingSchema>;
/**
 * GET /api/articles and /api/blogs answer cards: title, category, cover and the start of the first paragraph (about
 * CARD_TEXT_LENGTH characters, for the 30- and 50-character previews). The other paragraphs and media are on the page.
 */
export const writingSummarySchema = writingSchema.pick({
  _id: true,
  title: true,
  category: true,
  firstParagraph: true,
  mainImg: true,
  variants: true,
  alt: true,
  createdAt: true,
  status: true,
  publishedAt: true,
  likeCount: true,
  commentCount: true,
});
export type WritingSummary = z.infer<typeof writingSummarySchema>;
export const writingListSchema = z.array(writingSummarySchema);

const optionalParagraph = z
  .string()
  .trim()
  .max(TEXT_LIMITS.longText, `Paragraphs are limited to ${TEXT_LIMITS.longText} characters.`)
  .optional()
  .default("");

/** The text fields of POST and PUT /api/articles and /api/blogs (files travel as multipart files). */
export const writingFieldsSchema = z.object({
  title: z
    .string({ error: WRITING_REQUIRED_MESSAGE })
    .trim()
    .min(1, WRITING_REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.title, `Titles are limited to ${TEXT_LIMITS.title} characters.`),
  firstParagraph: z
    .string({ error: WRITING_REQUIRED_MESSAGE })
    .trim()
    .min(1, WRITING_REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.longText, `Paragraphs are limited to ${TEXT_LIMITS.longText} characters.`),
  category: z.enum(POST_CATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? WRITING_REQUIRED_MESSAGE : "Choose one of the listed categories."),
  }),
  secondParagraph: optionalParagraph,
  lastParagraph: optionalParagraph,
  /** The long-form Markdown body (contract/long-form.ts); left out on an edit keeps the stored one. */
  body: bodyFieldSchema,
});
export type WritingFields = z.infer<typeof writingFieldsSchema>;

/** Random posts (/api/random-post) and did-you-know posts (/api/islamic) share one shape. */
export const shortPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  /** An image, or a video when the URL ends in mp4, webm or ogg. */
  fileUrl: z.string(),
  variants: variantsSchema,
  /** The owner's alt text of the file when it is an image, as `alt.fileUrl` (contract/alt-text.ts). */
  alt: altTextsSchema,
  createdAt: z.string(),
  ...publicationShape,
  ...ownerPublicationShape,
  ...engagementShape,
});
export type ShortPost = z.infer<typeof shortPostSchema>;
/** GET /api/random-post and /api/islamic answer feed entries: the desc is cut to about CARD_TEXT_LENGTH characters. */
export const shortPostSummarySchema = shortPostSchema.omit({
  comments: true,
  likedByMe: true,
  commentsCursor: true,
  updatedAt: true,
  fediverseLikeCount: true,
  fediverseBoostCount: true,
  webLikeCount: true,
  webRepostCount: true,
});
export type ShortPostSummary = z.infer<typeof shortPostSummarySchema>;
export const shortPostListSchema = z.array(shortPostSummarySchema);

/** The text fields of POST and PUT /api/random-post and /api/islamic. */
export const shortPostFieldsSchema = z.object({
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(TEXT_LIMITS.title, `Titles are limited to ${TEXT_LIMITS.title} characters.`),
  desc: z
    .string()
    .trim()
    .max(TEXT_LIMITS.longText, `Descriptions are limited to ${TEXT_LIMITS.longText} characters.`)
    .optional()
    .default(""),
});
export type ShortPostFields = z.infer<typeof shortPostFieldsSchema>;
