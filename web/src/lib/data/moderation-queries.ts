import type { ModerationSummary } from "@contract/community";
import { HOME_LIST_KEYS } from "@contract/query-keys";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { fetchContactMessages, fetchModerationSummary } from "@/api/contact";
import { fetchReports } from "@/api/reports";
import { fetchReviews } from "@/api/reviews";
import { retryNetworkOnce } from "./retry-network-once";

// The lists the home page shows and the owner moderates. They live here, not in a feature, because the home
// feature (wall, forms), the moderation feature (approve, delete) and the sidebar (the count) all read them.

/** GET /api/reviews: the approved reviews, and for the owner the pending ones first. */
export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: HOME_LIST_KEYS.reviews,
    queryFn: ({ signal }) => fetchReviews(signal),
    retry: retryNetworkOnce,
  });

/** GET /api/reports: the public list, pending and seen. */
export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: HOME_LIST_KEYS.reports,
    queryFn: ({ signal }) => fetchReports(signal),
    retry: retryNetworkOnce,
  });

/** GET /api/contact: owner only, so callers enable it for the owner alone. */
export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ["contact-messages"] as const,
    queryFn: ({ signal }) => fetchContactMessages(signal),
    retry: retryNetworkOnce,
  });

/** GET /api/moderation/summary: owner only; the count beside the sidebar's Moderation link. */
export const moderationSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ["moderation-summary"] as const,
    queryFn: ({ signal }) => fetchModerationSummary(signal),
    retry: retryNetworkOnce,
  });

/** Anything that adds or settles a waiting entry changes the owner's count. */
export function refreshModerationSummary(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: moderationSummaryQueryOptions().queryKey });
}

/** Everything waiting for the owner, from the summary's counts. */
export const waitingCount = (summary: ModerationSummary) =>
  summary.pendingReviews + summary.pendingReports + summary.contactMessages + summary.pendingFediverseReplies;
