import { z } from "zod";
import { TEXT_LIMITS } from "./limits";

/** A comment on a project, article, blog, random post or did-you-know post. */
export const commentSchema = z.object({
  _id: z.string(),
  username: z.string(),
  /** URL of the author's profile image (Firestore never stores file bytes). */
  profileImage: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentRequestSchema = z.object({
  text: z
    .string({ error: "Comment text is required." })
    .trim()
    .min(1, "Comment text is required.")
    .max(TEXT_LIMITS.comment, `Comments are limited to ${TEXT_LIMITS.comment} characters.`),
});
export type CommentRequest = z.infer<typeof commentRequestSchema>;

/** Counters and the viewer's own state, shared by every likeable item. */
export const engagementShape = {
  likeCount: z.number().int().nonnegative(),
  /** Whether the signed-in viewer likes the item; false for guests. */
  likedByMe: z.boolean(),
  commentCount: z.number().int().nonnegative(),
  /** The first comments by date; `commentCount` tells how many exist in all. */
  comments: z.array(commentSchema),
};
