import { commentPageRequestSchema, commentRequestSchema, type CommentPage } from "../../contract/comments";
import { FEDIVERSE_MESSAGES } from "../../contract/fediverse";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { HttpError } from "../../http/http-error";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { findViewer, requireViewer, sharedCacheHeaders } from "../../http/viewer";
import { COMMENT_NOT_FOUND } from "../../services/engagement/authors";
import { addComment, deleteComment, listComments, toggleLike } from "../../services/engagement/likes-and-comments";
import { fediverseCommentOf } from "../../fediverse/services/replies";
import { queueAfterChange } from "../../fediverse/services/tasks";
import { answerItem, previewTokenOf, PREVIEW_HEADERS, readerOf } from "../items/reading";

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
    const { text, replyTo } = parseInput(commentRequestSchema, request.body);
    const answered = replyTo ? await fediverseCommentAnswered(kind, id, replyTo, viewer.isOwner) : undefined;
    const commentId = await addComment(collection, id, viewer, text, notFound, answered);
    if (answered) await queueAfterChange({ type: "owner-answer", kind, id, commentId });
    return { body: await answerItem(kind, id, readerOf(viewer)) };
  };
}

/**
 * The fediverse comment an answer names: only the owner answers one (403), it must be a comment of this item (404)
 * and one from the fediverse (400); the answer then goes to its author (fediverse/federation/owner-answers.ts).
 */
async function fediverseCommentAnswered(kind: ItemKind, id: string, commentId: string, isOwner: boolean) {
  if (!isOwner) throw new HttpError(403, FEDIVERSE_MESSAGES.answerOnlyOwner);
  const found = await fediverseCommentOf(kind, id, commentId);
  if (!found) throw new HttpError(404, COMMENT_NOT_FOUND);
  if (!found.fediverse) throw new HttpError(400, FEDIVERSE_MESSAGES.answerNotFediverse, { replyTo: FEDIVERSE_MESSAGES.answerNotFediverse });
  return { commentId, handle: found.fediverse.handle };
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
