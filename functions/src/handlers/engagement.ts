import { commentPageRequestSchema, commentRequestSchema, type CommentPage } from "../contract/comments";
import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import { parseId, parseInput } from "../http/parse";
import type { Handler } from "../http/router";
import { findViewer, requireViewer, sharedCacheHeaders } from "../http/viewer";
import { addComment, deleteComment, listComments, toggleLike } from "../services/engagement-service";
import { answerItem, previewTokenOf, PREVIEW_HEADERS, readerOf } from "./items";

/**
 * Likes and comments on any of the five kinds; every mutation answers the full updated item (SPEC section 7).
 * Mutations check the session before anything else, so a guest hears 401 whatever they send.
 */

/** POST /api/{kind}/like/{id}: likes, or takes the like back. */
export function likeHandler(kind: ItemKind): Handler {
  const { collection, notFound } = ITEM_KINDS[kind];
  return async (request) => {
    const viewer = await requireViewer(request);
    const id = parseId(request.params.id);
    await toggleLike(collection, id, viewer, notFound);
    return { body: await answerItem(kind, id, readerOf(viewer)) };
  };
}

/** POST /api/{kind}/comment/{id} {text} */
export function addCommentHandler(kind: ItemKind): Handler {
  const { collection, notFound } = ITEM_KINDS[kind];
  return async (request) => {
    const viewer = await requireViewer(request);
    const id = parseId(request.params.id);
    const { text } = parseInput(commentRequestSchema, request.body);
    await addComment(collection, id, viewer, text, notFound);
    return { body: await answerItem(kind, id, readerOf(viewer)) };
  };
}

/** DELETE /api/{kind}/comment/{id}/{commentId}: the comment's author, or the owner. */
export function deleteCommentHandler(kind: ItemKind): Handler {
  const { collection, notFound } = ITEM_KINDS[kind];
  return async (request) => {
    const viewer = await requireViewer(request);
    const id = parseId(request.params.id);
    const commentId = parseId(request.params.commentId);
    await deleteComment(collection, id, commentId, viewer, notFound);
    return { body: await answerItem(kind, id, readerOf(viewer)) };
  };
}

/** GET /api/{kind}/{id}/comments?order=oldest|newest&after=CURSOR[&preview=TOKEN]: the comments past the item answer's first page. */
export function commentPageHandler(kind: ItemKind): Handler {
  const { collection, notFound } = ITEM_KINDS[kind];
  return async (request) => {
    const id = parseId(request.params.id);
    const { order, after } = parseInput(commentPageRequestSchema, request.query);
    const viewer = await findViewer(request);
    const previewToken = previewTokenOf(request);
    const body: CommentPage = await listComments(collection, id, order, after, notFound, readerOf(viewer, previewToken));
    return { body, headers: previewToken ? { ...PREVIEW_HEADERS } : sharedCacheHeaders(viewer) };
  };
}
