import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/home-comments: newest first, replies under their comment. */
export const fetchHomeComments = (signal?: AbortSignal) =>
  callApi(apiPaths.homeComments, (s) => s.homeCommentListSchema, { signal });

/** GET /api/home-comments/reply/{commentId}?after=CURSOR: the next page of replies past the list's first ones. */
export const fetchReplyPage = (commentId: string, after: string, signal?: AbortSignal) =>
  callApi(apiPaths.homeReplyPage(commentId, after), (s) => s.commentPageSchema, { signal });

/** POST /api/home-comments {text}: answers the updated list. */
export const postHomeComment = (text: string) =>
  callApi(apiPaths.homeComments, (s) => s.homeCommentListSchema, { method: "POST", json: { text } });

/** DELETE /api/home-comments/{id}: answers the updated list. */
export const deleteHomeComment = (id: string) =>
  callApi(apiPaths.homeComment(id), (s) => s.homeCommentListSchema, { method: "DELETE" });

/** POST /api/home-comments/reply/{commentId} {text}: answers the updated list. */
export const postReply = (commentId: string, text: string) =>
  callApi(apiPaths.homeReplies(commentId), (s) => s.homeCommentListSchema, { method: "POST", json: { text } });

/** DELETE /api/home-comments/reply/{commentId}/{replyId}: answers the updated list. */
export const deleteReply = (commentId: string, replyId: string) =>
  callApi(apiPaths.homeReply(commentId, replyId), (s) => s.homeCommentListSchema, { method: "DELETE" });
