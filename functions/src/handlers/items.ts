import type { ItemKind } from "../contract/item-kinds";
import { ITEM_KINDS } from "../contract/item-kinds";
import { notFound } from "../http/http-error";
import { parseId } from "../http/parse";
import type { Handler } from "../http/router";
import { findViewer } from "../http/viewer";
import { ITEM_READERS } from "../services/item-readers";

/** GET /api/{kind}: newest first, as cards without comments. */
export function listItemsHandler(kind: ItemKind): Handler {
  return async () => ({ body: await ITEM_READERS[kind].list() });
}

/** GET /api/{kind}/{id}: the whole item with its first comments and whether the viewer likes it. */
export function getItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const viewer = await findViewer(request);
    const item = await ITEM_READERS[kind].get(id, viewer?.uid ?? null);
    if (!item) throw notFound(ITEM_KINDS[kind].notFound);
    return { body: item };
  };
}
