import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { NetworkError } from "@/api/client";
import { fetchArticle, fetchArticles, fetchBlog, fetchBlogs } from "@/api/writings";
import type { WritingKind } from "../lib/writing-kind";
import { retryNetworkOnce } from "@/lib/retry-network-once";


const LIST = { articles: fetchArticles, blogs: fetchBlogs } as const;
const ITEM = { articles: fetchArticle, blogs: fetchBlog } as const;

export const writingsQueryOptions = (kind: WritingKind) =>
  queryOptions({
    queryKey: [kind] as const,
    queryFn: ({ signal }) => LIST[kind](signal),
    retry: retryNetworkOnce,
  });

export const writingQueryOptions = (kind: WritingKind, id: string) =>
  queryOptions({
    queryKey: [kind, id] as const,
    queryFn: ({ signal }) => ITEM[kind](id, signal),
    retry: retryNetworkOnce,
  });

/**
 * The detail routes' loader. SPEC section 7: an item load answered non-ok goes to /error,
 * a network failure to /404. The list feeds the related cards, so it starts loading too.
 */
export async function loadWriting(queryClient: QueryClient, kind: WritingKind, id: string): Promise<void> {
  void queryClient.prefetchQuery(writingsQueryOptions(kind));
  try {
    await queryClient.ensureQueryData(writingQueryOptions(kind, id));
  } catch (error) {
    if (error instanceof NetworkError) throw redirect({ to: "/404" });
    throw redirect({ to: "/error" });
  }
}
