import type { ShortPost } from "@contract/posts";
import {
  useAddComment,
  useDeleteComment,
  useItemComments,
  useToggleLike,
  type EngagementTarget,
} from "@/lib/item-engagement";
import { API_KIND, type ShortPostKind } from "../lib/short-post-kind";
import { shortPostKeys } from "./short-post-mutations";

const target = (kind: ShortPostKind, id: string): EngagementTarget<(typeof API_KIND)[ShortPostKind]> => ({
  kind: API_KIND[kind],
  id,
  keys: shortPostKeys(kind)(id),
});

/** The post's comments, oldest or newest first, 50 at a time. */
export const useShortPostComments = (kind: ShortPostKind, post: ShortPost) => useItemComments(target(kind, post._id), post);

/** POST /api/random-post/like/{id} or /api/islamic/like/{id} */
export const useToggleShortPostLike = (kind: ShortPostKind, id: string) => useToggleLike(target(kind, id));

/** POST /api/random-post/comment/{id} or /api/islamic/comment/{id} */
export const useAddShortPostComment = (kind: ShortPostKind, id: string) => useAddComment(target(kind, id));

/** DELETE /api/random-post/comment/{id}/{commentId} or the same under /api/islamic */
export const useDeleteShortPostComment = (kind: ShortPostKind, id: string) => useDeleteComment(target(kind, id));
