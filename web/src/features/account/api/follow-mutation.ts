import type { FollowAction } from "@contract/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setFollow } from "@/api/users";
import { applyFollow } from "../lib/apply-follow";
import { userQueryOptions } from "./user-query";

/**
 * POST /api/user/{username}/follow. The page shows what the server did (the answer's action) at once, then
 * reads the user again for the exact counts.
 */
export function useFollowUser(username: string) {
  const queryClient = useQueryClient();
  const { queryKey } = userQueryOptions(username);
  return useMutation({
    mutationFn: (action: FollowAction) => setFollow(username, action),
    onSuccess: ({ action }) => {
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, user: applyFollow(old.user, action) } : old));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
