import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageAnswer } from "@contract/users";
import { deleteAccount } from "@/api/account-deletion";
import { profileQueryOptions } from "@/lib/data/auth";
import { clearSessionToken } from "@/lib/data/session-token";

/**
 * POST /api/delete-account. On success the stored token goes at once; `leave` then takes the visitor off
 * the profile page, and only after that is the cache dropped: the profile screen, still mounted, would
 * otherwise refetch, hear "guest" and start its own redirect to /login.
 */
export function useDeleteAccount(leave: (answer: MessageAnswer) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: async (answer) => {
      clearSessionToken();
      await leave(answer);
      // Everything cached was seen as the member (their profile, their likes): the site starts again as a guest.
      queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
      await queryClient.invalidateQueries();
    },
  });
}
