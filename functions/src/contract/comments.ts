import { z } from "zod";
import { remoteAuthorSchema } from "./fediverse-schemas";
import { COMMENT_ORDERS, TEXT_LIMITS } from "./limits";

/** A comment on a project, article, blog, random post or did-you-know post. */
export const commentSchema = z.object({
  _id: z.string(),
  username: z.string(),
  /** URL of the author's profile image (Firestore never stores file bytes). */
  profileImage: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Present on a comment that came from the fediverse (a reply the owner approved): who wrote it, and where. */
  fediverse: remoteAuthorSchema.optional(),
  /** Present on the owner's answer to a fediverse comment: the comment it answers, and its author's handle. */
  replyTo: z.object({ commentId: z.string(), handle: z.string() }).optional(),
  /**
   * Present on a fediverse comment its author marked sensitive: the content warning it shows folded behind
   * ("" when they gave none).
   */
  contentWarning: z.string().optional(),
  /** Present on a fediverse comment in a thread: the comment it answers (an owner's answer, or another reply). */
  parentId: z.string().optional(),
  /** Present on a fediverse comment with images: copies in our Storage, with their descriptions as alt text. */
  images: z.array(z.object({ url: z.string(), alt: z.string() })).optional(),
  /**
   * Present on a comment brought by an import (docs/import-export.md): written on the old site by someone with no
   * account here, under the name they gave there, and their own site's address if they gave one ("" otherwise).
   */
  imported: z.object({ authorUrl: z.string() }).optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A text that must hold something besides spaces, within its limit; `plural` names it in the limit's message. */
export function requiredText(requiredMessage: string, limit: number, plural: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(limit, `${plural} are limited to ${limit} characters.`);
}

export const commentRequestSchema = z.object({
  text: requiredText("Comment text is required.", TEXT_LIMITS.comment, "Comments"),
  /** The owner's answer to a fediverse comment names it; the answer is delivered to its author (issue 23). */
  replyTo: z.string().max(128, "That comment is not valid.").regex(/^[A-Za-z0-9_-]+$/, "That comment is not valid.").optional(),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** Counters and the viewer's own state, shared by every likeable item. */
export const engagementShape = {
  likeCount: z.number().int().nonnegative(),
  /** Likes and boosts from the fediverse, counted beside our own likes, never in them. */
  fediverseLikeCount: z.number().int().nonnegative(),
  fediverseBoostCount: z.number().int().nonnegative(),
  /** Likes and reposts from other sites' webmentions (issue 37), beside our own likes too, never in them. */
  webLikeCount: z.number().int().nonnegative(),
  webRepostCount: z.number().int().nonnegative(),
  /** Whether the signed-in viewer likes the item; false for guests. */
  likedByMe: z.boolean(),
  commentCount: z.number().int().nonnegative(),
  /** The first comments, oldest first; `commentCount` tells how many exist in all. */
  comments: z.array(commentSchema),
  /** Where GET /api/{kind}/{id}/comments continues after `comments`; null when they are all here. */
  commentsCursor: z.string().nullable(),
};
export type Engagement = z.infer<z.ZodObject<typeof engagementShape>>;

/** GET /api/{kind}/{id}/comments?order=oldest|newest&after=CURSOR */
export const commentPageRequestSchema = z.object({
  order: z.enum(COMMENT_ORDERS, { error: "Order is oldest or newest." }).default("oldest"),
  after: z
    .string()
    .max(200, "That cursor is not valid.")
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CommentPageRequest = z.infer<typeof commentPageRequestSchema>;

/** One page of an item's comments, with the cursor of the next page (null on the last). */
export const commentPageSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;
