import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { endOtherSessions, endSession, fetchSessions } from "@/api/sessions";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/sessions: this account's live sessions, for the profile's Sessions section. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ["sessions"] as const,
    queryFn: ({ signal }) => fetchSessions(signal),
    retry: retryNetworkOnce,
  });

/** Ends one session, or all but this one; the list is asked for again either way, so it shows what is left. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
