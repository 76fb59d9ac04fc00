import { queryOptions } from "@tanstack/react-query";
import { fetchUser } from "@/api/users";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** A public user page. */
export const userQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["user", username],
    queryFn: ({ signal }) => fetchUser(username, signal),
    // The server's "no such user" will not change on a retry; a dropped connection might.
    retry: retryNetworkOnce,
  });
