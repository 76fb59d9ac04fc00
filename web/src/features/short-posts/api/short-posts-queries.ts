import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { NetworkError } from "@/api/client";
import { fetchDidYouKnowPost, fetchDidYouKnowPosts, fetchRandomPost, fetchRandomPosts } from "@/api/short-posts";
import type { ShortPostKind } from "../lib/short-post-kind";
import { retryNetworkOnce } from "@/lib/retry-network-once";


const LIST = { "random-posts": fetchRandomPosts, "did-you-know": fetchDidYouKnowPosts } as const;
const ITEM = { "random-posts": fetchRandomPost, "did-you-know": fetchDidYouKnowPost } as const;

export const shortPostsQueryOptions = (kind: ShortPostKind) =>
  queryOptions({
    queryKey: [kind] as const,
    queryFn: ({ signal }) => LIST[kind](signal),
    retry: retryNetworkOnce,
  });

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
