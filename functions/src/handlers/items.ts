import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import { notFound } from "../http/http-error";
import { parseId } from "../http/parse";
import type { Handler } from "../http/router";
import { findViewer, sharedCacheHeaders } from "../http/viewer";
import { ITEM_READERS } from "../services/item-readers";

/** GET /api/{kind}: newest first, as cards without comments. */
export function listItemsHandler(kind: ItemKind): Handler {
  return async (request) => ({ body: await ITEM_READERS[kind].list(), headers: sharedCacheHeaders(request) });
}

/** One item as the viewer sees it, or the kind's 404; every call that answers an item goes through here. */
export async function answerItem(kind: ItemKind, id: string, viewerUid: string | null): Promise<unknown> {
  const item = await ITEM_READERS[kind].get(id, viewerUid);
  if (!item) throw notFound(ITEM_KINDS[kind].notFound);
  return item;
}

/** GET /api/{kind}/{id}: the whole item with its first comments and whether the viewer likes it. */
export function getItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const viewer = await findViewer(request);
    return { body: await answerItem(kind, id, viewer?.uid ?? null), headers: sharedCacheHeaders(request) };
  };
}
