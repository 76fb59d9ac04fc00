import type { StatsRange } from "@contract/stats-ranges";
import { queryOptions } from "@tanstack/react-query";
import { fetchStats } from "@/api/stats";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/stats?days=: owner only, so the page asks for it once the profile says this is the owner. */
export const statsQueryOptions = (days: StatsRange) =>
  queryOptions({
    queryKey: ["stats", days] as const,
    queryFn: ({ signal }) => fetchStats(days, signal),
    retry: retryNetworkOnce,
    // A view counted a minute ago is news enough: the page asks again when it is opened again after that.
    staleTime: 60_000,
  });
