import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { PREVIEW_PARAM, PREVIEW_TOKEN } from "../../contract/item-status";
import { ITEM_SCHEMAS } from "../../contract/item-schemas";
import { NEXT_CURSOR_HEADER } from "../../contract/routes";
import { notFound } from "../../http/http-error";
import { parseId, parseInput } from "../../http/parse";
import type { ApiRequest, Handler } from "../../http/router";
import { findViewer, requireOwner, sharedCacheHeaders, sharedCacheHeadersFor, type Viewer } from "../../http/viewer";
import type { ItemReaderAccess } from "../../services/items/content-items";
import { ITEM_READERS, type ReadItem } from "../../services/items/readers";
import type { ListPage } from "../../services/items/lists";

/**
 * GET /api/{kind}?limit=&after=&q=&category=&status=: one page of cards, newest first. The body stays SPEC's array;
 * the next page's cursor goes in a header, absent on the last page. Without `status` it is what is public, the same
 * for everybody; `status` is the owner's filter (drafts, scheduled, trash...), which anyone else is refused.
 */
export function listItemsHandler(kind: ItemKind): Handler {
  return async (request) => {
    const { status, ...query } = parseInput(ITEM_SCHEMAS[kind].listQuerySchema, request.query);
    if (status) await requireOwner(request);
    const [page, headers]: [ListPage<unknown>, Record<string, string>] = await Promise.all([
      ITEM_READERS[kind].list({ ...query, ownerFilter: status }),
      status ? {} : sharedCacheHeadersFor(request),
    ]);
    if (page.nextCursor) headers[NEXT_CURSOR_HEADER] = page.nextCursor;
    return { body: page.cards, headers };
  };
}

/** What a viewer may read of items: the owner everything, anyone else what is public, or a preview they hold. */
export const readerOf = (viewer: Viewer | null, previewToken?: string): ItemReaderAccess => ({
  uid: viewer?.uid ?? null,
  isOwner: viewer?.isOwner ?? false,
  previewToken,
});

/** The preview token of a request (`?preview=`), when it has the shape of one; anything else is no token. */
export function previewTokenOf(request: ApiRequest): string | undefined {
  const token = request.query[PREVIEW_PARAM];
  return typeof token === "string" && PREVIEW_TOKEN.test(token) ? token : undefined;
}

/**
 * A page or answer seen through a preview link: kept by nobody (a revoked link must stop working at once), kept
 * out of search engines, and never named to another site in a Referer (the link's token is in its query string).
 */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" } as const;

/** One item as the reader sees it, or the kind's 404; every call that answers an item goes through here. */
export async function answerItem(kind: ItemKind, id: string, reader: ItemReaderAccess): Promise<ReadItem> {
  const item = await ITEM_READERS[kind].get(id, reader);
  if (!item) throw notFound(ITEM_KINDS[kind].notFound);
  return item;
}

/**
 * GET /api/{kind}/{id}[?preview=TOKEN]: the whole item with its first comments and whether the viewer likes it. An
 * item that is not public answers 404, exactly like an unknown id, except to the owner and to a preview's holder.
 */
export function getItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const viewer = await findViewer(request);
    const previewToken = previewTokenOf(request);
    const body = await answerItem(kind, id, readerOf(viewer, previewToken));
    return { body, headers: previewToken ? { ...PREVIEW_HEADERS } : sharedCacheHeaders(viewer) };
  };
}
