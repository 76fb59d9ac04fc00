import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import { ITEM_SCHEMAS } from "../contract/item-schemas";
import { NEXT_CURSOR_HEADER } from "../contract/routes";
import { notFound } from "../http/http-error";
import { parseId, parseInput } from "../http/parse";
import type { Handler } from "../http/router";
import { findViewer, sharedCacheHeaders, sharedCacheHeadersFor } from "../http/viewer";
import { ITEM_READERS } from "../services/item-readers";

/**
 * GET /api/{kind}?limit=&after=&q=&category=: one page of cards, newest first. The body stays SPEC's array; the
 * next page's cursor goes in a header, absent on the last page.
 */
export function listItemsHandler(kind: ItemKind): Handler {
  return async (request) => {
    const query = parseInput(ITEM_SCHEMAS[kind].listQuerySchema, request.query);
    const [page, headers] = await Promise.all([ITEM_READERS[kind].list(query), sharedCacheHeadersFor(request)]);
    if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
    return { body: page.cards, headers };
  };
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
    return { body: await answerItem(kind, id, viewer?.uid ?? null), headers: sharedCacheHeaders(viewer) };
  };
}
