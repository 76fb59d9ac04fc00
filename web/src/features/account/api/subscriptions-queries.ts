import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PostChoice } from "@contract/subscriptions";
import { fetchSubscriptions, saveSubscriptions } from "@/api/subscriptions";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/subscriptions: the signed-in member's email choices, for the profile's email section. */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["subscriptions"] as const,
    queryFn: ({ signal }) => fetchSubscriptions(signal),
    retry: retryNetworkOnce,
  });

/** PUT /api/subscriptions: the answer (the choice as stored) is what the section shows from then on. */
export function useSaveSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { posts: PostChoice[]; replies: boolean; moderationDigest?: boolean }) => saveSubscriptions(choice),
    onSuccess: (answer) => queryClient.setQueryData(subscriptionsQueryOptions().queryKey, answer),
  });
}
