import type { FediverseReplies } from "@contract/fediverse-schemas";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { fetchFediverseReplies } from "@/api/fediverse";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/fediverse/replies?after=: owner only, the replies from the fediverse waiting, oldest first, a page at a time. */
export const fediverseRepliesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["fediverse-replies"] as const,
    queryFn: ({ pageParam, signal }) => fetchFediverseReplies(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: FediverseReplies) => page.nextCursor,
    retry: retryNetworkOnce,
  });
