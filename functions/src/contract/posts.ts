import { z } from "zod";
import { engagementShape } from "./comments";
import { POST_CATEGORIES, TEXT_LIMITS } from "./limits";

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
  createdAt: z.string(),
  ...engagementShape,
});
export type Writing = z.infer<typeof writingSchema>;
export const writingSummarySchema = writingSchema.omit({ comments: true, likedByMe: true });
export type WritingSummary = z.infer<typeof writingSummarySchema>;
export const writingListSchema = z.array(writingSummarySchema);

export const writingFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title and First Paragraph are required.").max(TEXT_LIMITS.title),
  firstParagraph: z.string().trim().min(1, "Title and First Paragraph are required.").max(TEXT_LIMITS.longText),
  category: z.enum(POST_CATEGORIES, { error: "Category is required." }),
  secondParagraph: z.string().trim().max(TEXT_LIMITS.longText).optional().default(""),
  lastParagraph: z.string().trim().max(TEXT_LIMITS.longText).optional().default(""),
});
export type WritingFields = z.infer<typeof writingFieldsSchema>;
export const WRITING_FILE_FIELDS = ["mainImg", "img", "secondImg", "vid"] as const;

/** Random posts (/api/random-post) and did-you-know posts (/api/islamic) share one shape. */
export const shortPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  /** An image, or a video when the URL ends in mp4, webm or ogg. */
  fileUrl: z.string(),
  createdAt: z.string(),
  ...engagementShape,
});
export type ShortPost = z.infer<typeof shortPostSchema>;
export const shortPostSummarySchema = shortPostSchema.omit({ comments: true, likedByMe: true });
export type ShortPostSummary = z.infer<typeof shortPostSummarySchema>;
export const shortPostListSchema = z.array(shortPostSummarySchema);

export const shortPostFieldsSchema = z.object({
  title: z.string().trim().min(1, "Title is required.").max(TEXT_LIMITS.title),
  desc: z.string().trim().max(TEXT_LIMITS.longText).optional().default(""),
});
export type ShortPostFields = z.infer<typeof shortPostFieldsSchema>;
