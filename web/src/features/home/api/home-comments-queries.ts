import { HOME_LIST_KEYS } from "@contract/query-keys";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { fetchHomeComments, fetchReplyPage } from "@/api/home-comments";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/home-comments: the newest comments, each with its first replies. */
export const homeCommentsQueryOptions = () =>
  queryOptions({
    queryKey: HOME_LIST_KEYS.homeComments,
    queryFn: ({ signal }) => fetchHomeComments(signal),
    retry: retryNetworkOnce,
  });

/**
 * The replies of one comment past the first ones of the list answer, a page at a time from its `repliesCursor`.
 * The cursor is part of the key: when the list answer moves it (a reply deleted), the pages start again.
 */
export const moreRepliesQueryOptions = (commentId: string, cursor: string) =>
  infiniteQueryOptions({
    queryKey: [...HOME_LIST_KEYS.homeComments, commentId, "replies", cursor] as const,
    queryFn: ({ pageParam, signal }) => fetchReplyPage(commentId, pageParam, signal),
    initialPageParam: cursor,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryNetworkOnce,
  });

/**
 * Every page of more replies of one comment, whatever cursor it started from: what a reply change makes stale.
 * It is the factory's key without its last part, the cursor.
 */
export const moreRepliesKeyPrefix = (commentId: string) => moreRepliesQueryOptions(commentId, "").queryKey.slice(0, -1);
