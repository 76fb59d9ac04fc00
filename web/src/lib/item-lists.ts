import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { UNFILTERED_LIST } from "@contract/item-kinds";
import type { ItemListParams } from "@contract/routes";
import type { ItemPage } from "@/api/item-pages";
import { retryNetworkOnce } from "./retry-network-once";

/** What a list shows: the search text and the category, or every item (the server's own defaults). */
export interface ListFilters {
  q: string;
  category: string | null;
}

/** The cached pages of one list, as useInfiniteQuery keeps them. */
export type ListPages<Card> = InfiniteData<ItemPage<Card>, string | undefined>;

/**
 * One filter in one spelling, so "react " and "react" share a cache entry. Case stays: the server ignores it, but
 * folding it here would show "React" typed while the answer for "react" is on screen.
 */
export function listFilters({
  q = UNFILTERED_LIST.q,
  category = UNFILTERED_LIST.category,
}: { q?: string; category?: string | null } = {}): ListFilters {
  return { q: q.trim().replace(/\s+/g, " "), category };
}

/**
 * The query options of one list of a kind (issue 10): pages of cards from the server, the next page asked for with the
 * cursor the last one answered. `listsKey` is the feature's key of all its lists, so a mutation can reach every one.
 */
export function itemListQueryOptions<Card, ListsKey extends readonly unknown[]>(
  listsKey: ListsKey,
  filters: ListFilters,
  fetchPage: (params: ItemListParams, signal: AbortSignal) => Promise<ItemPage<Card>>,
) {
  return infiniteQueryOptions({
    queryKey: [...listsKey, filters] as const,
    queryFn: ({ pageParam, signal }) => fetchPage({ q: filters.q, category: filters.category ?? undefined, after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ItemPage<Card>) => last.nextCursor ?? undefined,
    retry: retryNetworkOnce,
  });
}

/** Every card of the pages loaded so far, in order. */
export const cardsOf = <Card>(data: { pages: ItemPage<Card>[] } | undefined): Card[] =>
  data?.pages.flatMap((page) => page.cards) ?? [];

/** Changes the cards of every loaded page of one cached list, leaving the page cursors as they are. */
export function mapListCards<Card>(
  list: ListPages<Card> | undefined,
  change: (cards: Card[], pageIndex: number) => Card[],
): ListPages<Card> | undefined {
  return list && { ...list, pages: list.pages.map((page, index) => ({ ...page, cards: change(page.cards, index) })) };
}

/** Changes the cards of every cached list under `listsKey` (each search and category of a kind). */
export function updateListedCards<Card>(queryClient: QueryClient, listsKey: QueryKey, change: (cards: Card[]) => Card[]): void {
  queryClient.setQueriesData<ListPages<Card>>({ queryKey: listsKey }, (list) => mapListCards(list, change));
}
