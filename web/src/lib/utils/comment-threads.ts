import type { Comment } from "@contract/comments";

/** What a comment answers among the comments: a fediverse reply's parent, or the comment an owner's answer is for. */
const parentOf = (comment: Comment) => comment.parentId ?? comment.replyTo?.commentId;

/**
 * The comments with each reply right after what it answers, at any depth, marked `nested` (shown one level in).
 * A reply whose parent is not loaded (on a later page, or deleted) stays where it was, at the top level. Order among
 * siblings is the order given.
 */
export function threaded(comments: readonly Comment[]): { comment: Comment; nested: boolean }[] {
  const ids = new Set(comments.map((comment) => comment._id));
  const children = new Map<string, Comment[]>();
  for (const comment of comments) {
    const parent = parentOf(comment);
    if (parent && parent !== comment._id && ids.has(parent)) children.set(parent, [...(children.get(parent) ?? []), comment]);
  }
  const ordered: { comment: Comment; nested: boolean }[] = [];
  const placed = new Set<string>();
  const place = (comment: Comment, nested: boolean) => {
    if (placed.has(comment._id)) return;
    placed.add(comment._id);
    ordered.push({ comment, nested });
    for (const child of children.get(comment._id) ?? []) place(child, true);
  };
  for (const comment of comments) {
    const parent = parentOf(comment);
    if (!parent || !ids.has(parent) || parent === comment._id) place(comment, false);
  }
  // A cycle (which the server never makes) would leave comments unplaced: they still show.
  for (const comment of comments) place(comment, false);
  return ordered;
}
