import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { fetchUser } from "@/api/users";

/** A public user page. */
export const userQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ["user", username],
    queryFn: ({ signal }) => fetchUser(username, signal),
    // The server's "no such user" will not change on a retry; a dropped connection might.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 1,
  });
