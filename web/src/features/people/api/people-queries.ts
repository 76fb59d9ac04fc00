import type { FediverseFollowers, FediverseSettings } from "@contract/fediverse-schemas";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchBlockedDomains, fetchFediverseFollowers, fetchFediverseSettings, saveBlockedDomains, saveFediverseSettings } from "@/api/fediverse";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

// The owner's people page (issue 23): who follows the site from the fediverse, and which servers it turns away.
// Owner only: the page asks once the profile says this is the owner.

/** GET /api/fediverse/followers?after=: the handle and count with each page, newest followers first. */
export const fediverseFollowersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["fediverse-followers"] as const,
    queryFn: ({ pageParam, signal }) => fetchFediverseFollowers(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: FediverseFollowers) => page.nextCursor,
    retry: retryNetworkOnce,
  });

/** GET /api/fediverse/blocked-domains */
export const blockedDomainsQueryOptions = () =>
  queryOptions({
    queryKey: ["fediverse-blocked-domains"] as const,
    queryFn: ({ signal }) => fetchBlockedDomains(signal),
    retry: retryNetworkOnce,
  });

/** PUT /api/fediverse/blocked-domains: the answer (lower case, sorted, each once) is the list from then on. */
export function useSaveBlockedDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domains: string[]) => saveBlockedDomains(domains),
    onSuccess: (answer) => queryClient.setQueryData(blockedDomainsQueryOptions().queryKey, answer),
  });
}

/** GET /api/fediverse/settings: who may quote, and whether the site is bridged to Bluesky (issue 37). */
export const fediverseSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["fediverse-settings"] as const,
    queryFn: ({ signal }) => fetchFediverseSettings(signal),
    retry: retryNetworkOnce,
  });

/** PUT /api/fediverse/settings: the answer is the settings from then on. */
export function useSaveFediverseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FediverseSettings) => saveFediverseSettings(settings),
    onSuccess: (answer) => queryClient.setQueryData(fediverseSettingsQueryOptions().queryKey, answer),
  });
}
