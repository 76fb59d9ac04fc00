import type { Writing } from "@contract/posts";
import {
  useAddComment,
  useDeleteComment,
  useItemComments,
  useToggleLike,
  type EngagementTarget,
} from "@/lib/item-engagement";
import type { WritingKind } from "../lib/writing-kind";
import { writingKeys } from "./writing-mutations";

const target = (kind: WritingKind, id: string): EngagementTarget<WritingKind> => ({ kind, id, keys: writingKeys(kind)(id) });

/** The article's or blog's comments, oldest or newest first, 50 at a time. */
export const useWritingComments = (kind: WritingKind, writing: Writing) => useItemComments(target(kind, writing._id), writing);

/** POST /api/articles/like/{id} or /api/blogs/like/{id} */
export const useToggleWritingLike = (kind: WritingKind, id: string) => useToggleLike(target(kind, id));

/** POST /api/articles/comment/{id} or /api/blogs/comment/{id} */
export const useAddWritingComment = (kind: WritingKind, id: string) => useAddComment(target(kind, id));

/** DELETE /api/articles/comment/{id}/{commentId} or the same under /api/blogs */
export const useDeleteWritingComment = (kind: WritingKind, id: string) => useDeleteComment(target(kind, id));
