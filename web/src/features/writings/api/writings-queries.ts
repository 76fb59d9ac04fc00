import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { itemListsKey } from "@contract/item-kinds";
import { redirect } from "@tanstack/react-router";
import { NetworkError } from "@/api/client";
import { fetchArticle, fetchArticlePage, fetchBlog, fetchBlogPage } from "@/api/writings";
import { itemListQueryOptions, listFilters } from "@/lib/item-lists";
import type { WritingKind } from "../lib/writing-kind";
import { retryNetworkOnce } from "@/lib/retry-network-once";

const PAGE = { articles: fetchArticlePage, blogs: fetchBlogPage } as const;
const ITEM = { articles: fetchArticle, blogs: fetchBlog } as const;

/** The key of every list of a kind (each search and category is one, below it). */
export const writingListsKey = (kind: WritingKind) => itemListsKey(kind);

/** Pages of article or blog cards, newest first; without filters, every item of the kind. */
export const writingsQueryOptions = (kind: WritingKind, filters?: { q?: string; category?: string | null }) =>
  itemListQueryOptions(writingListsKey(kind), listFilters(filters), PAGE[kind]);

export const writingQueryOptions = (kind: WritingKind, id: string) =>
  queryOptions({
    queryKey: [kind, id] as const,
    queryFn: ({ signal }) => ITEM[kind](id, signal),
    retry: retryNetworkOnce,
  });

/**
 * The detail routes' loader. SPEC section 7: an item load answered non-ok goes to /error,
 * a network failure to /404. The related cards come from the list of the item's category, which starts loading
 * as soon as the item is here.
 */
export async function loadWriting(queryClient: QueryClient, kind: WritingKind, id: string): Promise<void> {
  try {
    const writing = await queryClient.ensureQueryData(writingQueryOptions(kind, id));
    void queryClient.prefetchInfiniteQuery(writingsQueryOptions(kind, { category: writing.category }));
  } catch (error) {
    if (error instanceof NetworkError) throw redirect({ to: "/404" });
    throw redirect({ to: "/error" });
  }
}
