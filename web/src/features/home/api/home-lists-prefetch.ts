import type { QueryClient } from "@tanstack/react-query";
import { reportsQueryOptions, reviewsQueryOptions } from "@/lib/data/moderation-queries";
import { homeCommentsQueryOptions } from "./home-comments-queries";

/**
 * Starts the home's community requests (reviews, reports, comments) without waiting for them: the home route's loader
 * imports this on demand, so the request code rides with the home and not in every page's first load.
 */
export function prefetchHomeLists(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(reviewsQueryOptions());
  void queryClient.prefetchQuery(reportsQueryOptions());
  void queryClient.prefetchQuery(homeCommentsQueryOptions());
}
