import type { InboxCommentPage } from "@contract/moderation-schemas";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { fetchInboxComments } from "@/api/moderation";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/moderation/comments?after=: owner only, every comment and reply on the site, newest first, a page at a time. */
export const inboxCommentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["moderation-comments"] as const,
    queryFn: ({ pageParam, signal }) => fetchInboxComments(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: InboxCommentPage) => page.nextCursor,
    retry: retryNetworkOnce,
  });
