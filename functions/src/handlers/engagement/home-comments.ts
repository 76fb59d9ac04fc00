import { commentRequestSchema, type CommentPage } from "../../contract/comments";
import { replyPageQuerySchema, replyRequestSchema, type HomeComment } from "../../contract/community";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { findViewer, requireViewer, sharedCacheHeaders, sharedCacheHeadersFor } from "../../http/viewer";
import {
  addHomeComment,
  addReply,
  deleteHomeComment,
  deleteReply,
  listHomeComments,
  listReplies,
} from "../../services/engagement/home-comments-service";

/** Every home-comments call answers the updated list, replies under their comment. */
const commentList = async (): Promise<{ body: HomeComment[] }> => ({ body: await listHomeComments() });

/** GET /api/home-comments; read afresh for a signed-in viewer. */
export const listHomeCommentsHandler: Handler = async (request) => {
  const viewer = await findViewer(request);
  return { body: await listHomeComments(viewer !== null), headers: sharedCacheHeaders(viewer) };
};

/** POST /api/home-comments {text} */
export const addHomeCommentHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const { text } = parseInput(commentRequestSchema, request.body);
  await addHomeComment(viewer, text);
  return commentList();
};

/** DELETE /api/home-comments/{id}: its author or the owner; its replies go with it. */
export const deleteHomeCommentHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  await deleteHomeComment(viewer, parseId(request.params.id));
  return commentList();
};

/** GET /api/home-comments/reply/{commentId}?after=CURSOR&limit=N: the replies past the list answer's first ones. */
export const listRepliesHandler: Handler = async (request) => {
  const commentId = parseId(request.params.commentId);
  const { after, limit } = parseInput(replyPageQuerySchema, request.query);
  const body: CommentPage = await listReplies(commentId, after, limit);
  return { body, headers: await sharedCacheHeadersFor(request) };
};

/** POST /api/home-comments/reply/{commentId} {text} */
export const addReplyHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const commentId = parseId(request.params.commentId);
  const { text } = parseInput(replyRequestSchema, request.body);
  await addReply(viewer, commentId, text);
  return commentList();
};

/** DELETE /api/home-comments/reply/{commentId}/{replyId}: the reply's author or the owner. */
export const deleteReplyHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const commentId = parseId(request.params.commentId);
  const replyId = parseId(request.params.replyId);
  await deleteReply(viewer, commentId, replyId);
  return commentList();
};
