import type { CommentRequest } from "@contract/comments";
import type { CommentOrder } from "@contract/limits";
import type { ItemKind } from "@contract/item-kinds";
import type { CardOf } from "@contract/item-schemas";
import { apiPaths, NEXT_CURSOR_HEADER, type ItemListParams } from "@contract/routes";
import { callApi, callApiWithHeaders, sendForm, type UploadOptions } from "./client";

// The calls on the five published kinds (SPEC section 7), written once for all of them.

/** One page of a list: its cards, and the cursor of the next page (null on the last). */
export interface ItemPage<Card> {
  cards: Card[];
  nextCursor: string | null;
}

/** GET /api/{kind}?limit=&after=&q=&category=: one page of the kind's cards, newest first. */
export async function fetchItemPage<Kind extends ItemKind>(
  kind: Kind,
  params: ItemListParams,
  signal?: AbortSignal,
): Promise<ItemPage<CardOf<Kind>>> {
  const { answer, headers } = await callApiWithHeaders(apiPaths.itemList(kind, params), (s) => s.itemListSchemaOf(kind), [NEXT_CURSOR_HEADER], {
    signal,
  });
  return { cards: answer, nextCursor: headers[NEXT_CURSOR_HEADER] };
}

/** GET /api/{kind}/{id}, or with the secret token of its preview link (issue 22) for an item not public yet. */
export const fetchItem = <Kind extends ItemKind>(kind: Kind, id: string, signal?: AbortSignal, previewToken?: string) =>
  callApi(previewToken ? apiPaths.itemPreview(kind, id, previewToken) : apiPaths.item(kind, id), (s) => s.itemSchemaOf(kind), { signal });

/** POST /api/{kind}/{id}/preview: the token of the item's secret preview link, made once and then kept. */
export const openPreview = (kind: ItemKind, id: string) =>
  callApi(apiPaths.itemPreviewLink(kind, id), (s) => s.previewLinkSchema, { method: "POST" });

/** DELETE /api/{kind}/{id}/preview: the link stops working. */
export async function revokePreview(kind: ItemKind, id: string): Promise<void> {
  await callApi(apiPaths.itemPreviewLink(kind, id), (s) => s.okAnswerSchema, { method: "DELETE" });
}

/** POST /api/{kind}/{id}/restore: takes the item out of the trash; answers it. */
export const restoreItem = <Kind extends ItemKind>(kind: Kind, id: string) =>
  callApi(apiPaths.itemRestore(kind, id), (s) => s.itemSchemaOf(kind), { method: "POST" });

/** GET /api/publishing/audience?kind=&id= (owner): who is emailed and sent an item of the kind when it becomes public. */
export const fetchPublishingAudience = (kind: ItemKind, id: string | undefined, signal?: AbortSignal) =>
  callApi(apiPaths.publishingAudience(kind, id), (s) => s.publishingAudienceSchema, { signal });

/** A create or update request: the multipart body, and the progress and cancel hooks of the upload. */
export interface ItemUpload {
  form: FormData;
  options?: UploadOptions;
}

/** POST /api/{kind} (multipart): answers the new item. */
export const createItem = <Kind extends ItemKind>(kind: Kind, form: FormData, options?: UploadOptions) =>
  sendForm(apiPaths.items(kind), (s) => s.itemSchemaOf(kind), "POST", form, options);

/** PUT /api/{kind}/{id} (multipart): answers the updated item; files not sent stay as they were. */
export const updateItem = <Kind extends ItemKind>(kind: Kind, id: string, form: FormData, options?: UploadOptions) =>
  sendForm(apiPaths.item(kind, id), (s) => s.itemSchemaOf(kind), "PUT", form, options);

/** DELETE /api/{kind}/{id}: answers what became of it (moved to the trash, or deleted for good from there). */
export async function deleteItem(kind: ItemKind, id: string): Promise<string> {
  return (await callApi(apiPaths.item(kind, id), (s) => s.okAnswerSchema, { method: "DELETE" })).message;
}

/** POST /api/{kind}/like/{id}: likes, or takes the like back; answers the full updated item. */
export const toggleLike = <Kind extends ItemKind>(kind: Kind, id: string) =>
  callApi(apiPaths.itemLike(kind, id), (s) => s.itemSchemaOf(kind), { method: "POST" });

/**
 * POST /api/{kind}/comment/{id} {text, replyTo?}: answers the full updated item. `replyTo` names the fediverse
 * comment the owner answers (issue 23).
 */
export const addComment = <Kind extends ItemKind>(kind: Kind, id: string, comment: CommentRequest) =>
  callApi(apiPaths.itemComments(kind, id), (s) => s.itemSchemaOf(kind), { method: "POST", json: comment });

/** DELETE /api/{kind}/comment/{id}/{commentId}: answers the full updated item. */
export const deleteComment = <Kind extends ItemKind>(kind: Kind, id: string, commentId: string) =>
  callApi(apiPaths.itemComment(kind, id, commentId), (s) => s.itemSchemaOf(kind), { method: "DELETE" });

/** GET /api/{kind}/{id}/comments: the page of comments after `after`, in the given order. */
export const fetchCommentPage = (kind: ItemKind, id: string, order: CommentOrder, after?: string, signal?: AbortSignal) =>
  callApi(apiPaths.itemCommentPage(kind, id, order, after), (s) => s.commentPageSchema, { signal });
