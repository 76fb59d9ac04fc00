import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { ApiError, NetworkError } from "@/api/client";
import { fetchArticle, fetchArticles, fetchBlog, fetchBlogs } from "@/api/writings";
import type { WritingKind } from "../lib/writing-kind";

/** A server answer is final; only a dropped connection is worth one more try. */
const retryNetworkOnce = (failures: number, error: Error) => !(error instanceof ApiError) && failures < 1;

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
