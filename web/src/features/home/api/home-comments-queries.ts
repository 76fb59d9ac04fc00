import { queryOptions } from "@tanstack/react-query";
import { fetchHomeComments } from "@/api/home-comments";
import { retryNetworkOnce } from "@/lib/retry-network-once";

/** GET /api/home-comments: the newest comments, each with its first replies. */
export const homeCommentsQueryOptions = () =>
  queryOptions({
    queryKey: ["home-comments"] as const,
    queryFn: ({ signal }) => fetchHomeComments(signal),
    retry: retryNetworkOnce,
  });
