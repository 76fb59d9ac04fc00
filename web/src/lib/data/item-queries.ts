import { queryOptions } from "@tanstack/react-query";
import type { ItemKind } from "@contract/item-kinds";
import { itemKey, itemListKey, itemListsKey, UNFILTERED_LIST } from "@contract/query-keys";
import { fetchItem, fetchPublishingAudience } from "@/api/items";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/**
 * One item of a kind (GET /api/{kind}/{id}), under the key its server-rendered page inlines it with. A preview
 * link's visitor asks with its token; the item is the same, so the key is too.
 */
export const itemQueryOptions = <Kind extends ItemKind>(kind: Kind, id: string, previewToken?: string) =>
  queryOptions({
    queryKey: itemKey(kind, id),
    queryFn: ({ signal }) => fetchItem(kind, id, signal, previewToken),
    retry: retryNetworkOnce,
  });

/**
 * Who hears of an item of the kind when it becomes public (owner only), read afresh each time a confirmation opens:
 * a subscriber or follower gained a minute ago counts.
 */
export const publishingAudienceQueryOptions = (kind: ItemKind, id?: string) =>
  queryOptions({
    queryKey: ["publishing-audience", kind, id ?? null] as const,
    queryFn: ({ signal }) => fetchPublishingAudience(kind, id, signal),
    staleTime: 0,
    gcTime: 0,
    retry: retryNetworkOnce,
  });

/** The cache entries of one item. */
export interface ItemKeys {
  /** The item's detail (its comment pages are keyed below it). */
  item: readonly unknown[];
  /** The prefix of every list of the kind (any search, any category), each a set of pages. An article's or blog's
   * related cards are one of them (the list of its category), so they follow too. */
  lists: readonly unknown[];
  /** The list of every item, unfiltered: where a new item shows first. */
  newest: readonly unknown[];
}

/** Where one item of a kind and its cards are cached, for the mutations that change them. */
export const itemKeys = (kind: ItemKind, id: string): ItemKeys => ({
  item: itemKey(kind, id),
  lists: itemListsKey(kind),
  newest: itemListKey(kind, UNFILTERED_LIST),
});
