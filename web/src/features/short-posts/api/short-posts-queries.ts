import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { itemListsKey } from "@contract/item-kinds";
import { redirect } from "@tanstack/react-router";
import { NetworkError } from "@/api/client";
import { fetchDidYouKnowPage, fetchDidYouKnowPost, fetchRandomPost, fetchRandomPostPage } from "@/api/short-posts";
import { itemListQueryOptions, listFilters } from "@/lib/item-lists";
import { API_KIND, type ShortPostKind } from "../lib/short-post-kind";
import { retryNetworkOnce } from "@/lib/retry-network-once";

const PAGE = { "random-posts": fetchRandomPostPage, "did-you-know": fetchDidYouKnowPage } as const;
const ITEM = { "random-posts": fetchRandomPost, "did-you-know": fetchDidYouKnowPost } as const;

/** The key of every list of a feed (each search is one, below it). */
export const shortPostListsKey = (kind: ShortPostKind) => itemListsKey(API_KIND[kind]);

/** Pages of a feed, newest first; without a search, every post. */
export const shortPostsQueryOptions = (kind: ShortPostKind, filters?: { q?: string }) =>
  itemListQueryOptions(shortPostListsKey(kind), listFilters(filters), PAGE[kind]);

export const shortPostQueryOptions = (kind: ShortPostKind, id: string) =>
  queryOptions({
    queryKey: [kind, id] as const,
    queryFn: ({ signal }) => ITEM[kind](id, signal),
    retry: retryNetworkOnce,
  });

/** The detail routes' loader. SPEC section 7: non-ok goes to /error, a network failure to /404. */
export async function loadShortPost(queryClient: QueryClient, kind: ShortPostKind, id: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(shortPostQueryOptions(kind, id));
  } catch (error) {
    if (error instanceof NetworkError) throw redirect({ to: "/404" });
    throw redirect({ to: "/error" });
  }
}
