import type { Comment } from "@contract/comments";

/** SPEC section 4: comments show oldest first by default, or newest first. */
export type CommentOrder = "oldest" | "newest";

/** A sorted copy by createdAt; the answer's own order is never changed in the cache. */
export function sortComments(comments: readonly Comment[], order: CommentOrder): Comment[] {
  const sorted = [...comments].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return order === "newest" ? sorted.reverse() : sorted;
}
