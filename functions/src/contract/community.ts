import { z } from "zod";
import { requiredText } from "./comments";
import { afterSchema, pageLimitSchema } from "./item-lists";
import { RATING_MAX, RATING_MIN, REPLY_PAGE, TEXT_LIMITS } from "./limits";
import { EMAIL_PATTERN } from "./account-rules";
import { lengthFirst } from "./length-first";

export const reviewSchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  text: z.string(),
  status: z.enum(["pending", "approved"]),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "Rating is required." : "Rating must be a whole number from 1 to 5.") })
    .int("Rating must be a whole number from 1 to 5.")
    .min(RATING_MIN, "Rating must be from 1 to 5.")
    .max(RATING_MAX, "Rating must be from 1 to 5."),
  text: requiredText("Review text is required.", TEXT_LIMITS.reviewText, "Reviews"),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(["pending", "seen"]),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.array(reportSchema);

export const reportRequestSchema = z.object({
  subject: requiredText("Subject is required.", TEXT_LIMITS.reportSubject, "Subjects"),
  description: requiredText("Description is required.", TEXT_LIMITS.reportDescription, "Descriptions"),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const replySchema = z.object({
  _id: z.string(),
  username: z.string(),
  profileImage: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

/**
 * A home comment with its first few replies (REPLIES_IN_LIST), oldest first; `replyCount` tells how many exist in all.
 */
export const homeCommentSchema = replySchema.extend({
  replies: z.array(replySchema),
  /** Where GET /api/home-comments/reply/{commentId}?after= continues; null when every reply is here. */
  repliesCursor: z.string().nullable(),
  replyCount: z.number().int().nonnegative(),
});
export type HomeComment = z.infer<typeof homeCommentSchema>;
export const homeCommentListSchema = z.array(homeCommentSchema);

/**
 * GET /api/home-comments/reply/{commentId}?after=CURSOR&limit=N: `limit` replies after the cursor a page (or the list
 * answer) ended with, oldest first; from the first reply without one.
 */
export const replyPageQuerySchema = z.object({ after: afterSchema, limit: pageLimitSchema(REPLY_PAGE) });

export const replyRequestSchema = z.object({
  text: requiredText("Please enter a reply", TEXT_LIMITS.comment, "Replies"),
});

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The owner has dealt with it: kept and shown, but no longer counted as waiting. */
  handled: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);

export const contactRequestSchema = z.object({
  name: requiredText("Name is required.", TEXT_LIMITS.title, "Names"),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(TEXT_LIMITS.email, lengthFirst(`Emails are limited to ${TEXT_LIMITS.email} characters.`))
    .regex(EMAIL_PATTERN, "Invalid email format."),
  subject: requiredText("Subject is required.", TEXT_LIMITS.reportSubject, "Subjects"),
  message: requiredText("Message is required.", TEXT_LIMITS.contactMessage, "Messages"),
});

/** What the owner has waiting, for the moderation inbox and the count in the sidebar. */
export const moderationSummarySchema = z.object({
  pendingReviews: z.number().int().nonnegative(),
  pendingReports: z.number().int().nonnegative(),
  /** Contact messages not yet marked handled. */
  contactMessages: z.number().int().nonnegative(),
  /** Replies from the fediverse waiting for the owner's approval. */
  pendingFediverseReplies: z.number().int().nonnegative(),
});
export type ModerationSummary = z.infer<typeof moderationSummarySchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
