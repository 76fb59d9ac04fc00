import { infiniteQueryOptions, type InfiniteData, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ItemKind } from "@contract/item-kinds";
import { itemListKey, UNFILTERED_LIST, type ListFilters } from "@contract/query-keys";
import { fetchItemPage, type ItemPage } from "@/api/items";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** The cached pages of one list, as useInfiniteQuery keeps them. */
export type ListPages<Card> = InfiniteData<ItemPage<Card>, string | undefined>;

/**
 * One filter in one spelling, so "react " and "react" share a cache entry. Case stays: the server ignores it, but
 * folding it here would show "React" typed while the answer for "react" is on screen.
 */
export function listFilters({
  q = UNFILTERED_LIST.q,
  category = UNFILTERED_LIST.category,
  status,
}: { q?: string; category?: string | null; status?: string } = {}): ListFilters {
  const normal: ListFilters = { q: q.trim().replace(/\s+/g, " "), category };
  if (status) normal.status = status;
  return normal;
}

/**
 * One list of a kind (issue 10): pages of cards from the server, the next page asked for with the cursor the last one
 * answered. Without filters, every item of the kind, newest first: the list its page opens with, which the server
 * renders into that page under the same key.
 */
export function itemListQueryOptions<Kind extends ItemKind>(kind: Kind, filters?: { q?: string; category?: string | null; status?: string }) {
  const normal = listFilters(filters);
  return infiniteQueryOptions({
    queryKey: itemListKey(kind, normal),
    queryFn: ({ pageParam, signal }) =>
      fetchItemPage(kind, { q: normal.q, category: normal.category ?? undefined, status: normal.status, after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
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
