import type { Viewer } from "@/lib/data/auth";

/** SPEC section 5's question before a comment (or a home comment's reply) goes. */
export const DELETE_COMMENT_QUESTION = "Are you sure you want to delete this comment?";

/**
 * SPEC section 6: people delete their own comments and replies (by `author`, the entry's username); the owner
 * deletes any. The API decides again.
 */
export const mayDeleteComment = (viewer: Viewer, author: string) =>
  viewer.isOwner || (viewer.username !== null && viewer.username === author);
