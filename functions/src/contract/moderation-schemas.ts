import { z } from "zod";
import { commentSchema } from "./comments";
import { ITEM_KIND_NAMES, type ItemKind } from "./item-kinds";
import { cursorSchema, INVALID_CURSOR_MESSAGE, pageLimitSchema } from "./item-lists";

// The schemas of the moderation inbox's calls beyond the summary (issue 32): every comment, handled messages, muted
// commenters. The message a muted member reads is in limits.ts, which every comment box loads anyway.

/** GET /api/moderation/comments answers 20 comments a page by default, never more than 50. */
export const MODERATION_COMMENTS_PAGE = { defaultSize: 20, maxSize: 50 } as const;

export const INBOX_CURSOR_MESSAGE = INVALID_CURSOR_MESSAGE;

/**
 * Where a comment sits: enough to link to it and to delete it through the same call its own page uses
 * (DELETE /api/{kind}/comment/..., /api/home-comments/... or /api/home-comments/reply/...).
 */
export const commentPlaceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("item"), kind: z.enum(ITEM_KIND_NAMES as [ItemKind, ...ItemKind[]]), itemId: z.string(), title: z.string() }),
  z.object({ type: z.literal("home") }),
  z.object({ type: z.literal("reply"), commentId: z.string() }),
]);
export type CommentPlace = z.infer<typeof commentPlaceSchema>;

export const inboxCommentSchema = commentSchema.extend({
  on: commentPlaceSchema,
  /** Present for a member the owner can mute: whether their commenting is off now. */
  authorCommentingDisabled: z.boolean().optional(),
});
export type InboxComment = z.infer<typeof inboxCommentSchema>;

/** GET /api/moderation/comments?limit=&after=: newest first, across every kind and the home page. */
export const inboxCommentPageSchema = z.object({
  comments: z.array(inboxCommentSchema),
  nextCursor: z.string().nullable(),
});
export type InboxCommentPage = z.infer<typeof inboxCommentPageSchema>;

export const inboxCommentQuerySchema = z.object({
  limit: pageLimitSchema(MODERATION_COMMENTS_PAGE),
  // Longer than a list's cursor: it names a comment by its whole path. Its inside is checked where it is read.
  after: cursorSchema(800),
});

/** PUT /api/contact/{id}/handled {handled}: kept either way; only the waiting ones are counted. */
export const contactHandledRequestSchema = z.object({
  handled: z.boolean({ error: "Handled is true or false." }),
});

/** PUT /api/moderation/commenting/{username} {disabled}: Ghost's "disable commenting" for one member. */
export const commentingRequestSchema = z.object({
  disabled: z.boolean({ error: "Disabled is true or false." }),
});

export const commentingAnswerSchema = z.object({
  username: z.string(),
  commentingDisabled: z.boolean(),
});
export type CommentingAnswer = z.infer<typeof commentingAnswerSchema>;
