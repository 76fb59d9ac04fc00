import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_PATH, type SearchParams } from "@contract/search";

/** The /search page's address parameters, as the router keeps them: the text as typed, and a kind or none. */
export interface SearchPageParams {
  q?: string;
  kind?: ItemKind;
}

const isKind = (value: unknown): value is ItemKind => typeof value === "string" && (ITEM_KIND_NAMES as string[]).includes(value);

/** Reads /search's address parameters; anything else in the address is dropped. */
export function searchPageParams(search: Record<string, unknown>): SearchPageParams {
  const q = typeof search.q === "string" ? search.q : typeof search.q === "number" ? String(search.q) : undefined;
  return { ...(q ? { q } : {}), ...(isKind(search.kind) ? { kind: search.kind } : {}) };
}

/** What the page asks the API, or why it asks nothing: no text yet, or too much of it (the API's own rule). */
export function searchRequestOf(params: SearchPageParams): { request: SearchParams } | { reason: "empty" | "too-long" } {
  const q = (params.q ?? "").trim();
  if (!q) return { reason: "empty" };
  if (q.length > SEARCH_QUERY_MAX_LENGTH) return { reason: "too-long" };
  return { request: params.kind ? { q, kind: params.kind } : { q } };
}

/** The address of the full results page for `q`. */
export const searchPageHref = (q: string): string => `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;

/** How the results name a kind: its list's title ("Projects", "Did You Know?"). */
export const kindTitle = (kind: ItemKind): string => ITEM_KINDS[kind].list.title;

/** The address of one found item. */
export const hitHref = (kind: ItemKind, id: string): string => `${ITEM_KINDS[kind].pagePath}/${encodeURIComponent(id)}`;
