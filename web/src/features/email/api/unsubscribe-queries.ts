import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { unsubscribeViewKey, type UnsubscribeView } from "@contract/subscriptions";
import { ApiError } from "@/api/client";
import { checkUnsubscribeLink, unsubscribeByLink } from "@/api/subscriptions";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** A link the server refused (malformed, forged, another address's) is a page state, as the server renders it. */
const asView = (error: unknown): UnsubscribeView => {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403)) return { success: false, state: "invalid", message: error.message };
  throw error;
};

/**
 * GET /api/unsubscribe?t=: what the link turns off, changing nothing. The server renders the page with this answer
 * inlined under the same key (functions/src/handlers/mail/unsubscribe.ts), so the browser does not ask again.
 */
export const unsubscribeViewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: unsubscribeViewKey(token),
    queryFn: ({ signal }): Promise<UnsubscribeView> => checkUnsubscribeLink(token, signal).catch(asView),
    retry: retryNetworkOnce,
    staleTime: Infinity,
  });

/** POST /api/unsubscribe?t=: the answer ("done") becomes the page's view. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeByLink(token).catch(asView),
    onSuccess: (view) => queryClient.setQueryData(unsubscribeViewQueryOptions(token).queryKey, view),
  });
}
