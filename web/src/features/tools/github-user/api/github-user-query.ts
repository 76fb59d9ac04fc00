import { queryOptions } from "@tanstack/react-query";
import { fetchGitHubUser } from "@/api/github";

/**
 * One GitHub profile. Logins are case-insensitive, so "Octocat" and "octocat" share an entry, and a profile
 * searched again within ten minutes comes from the cache instead of spending GitHub's hourly limit.
 */
export function gitHubUserQueryOptions(login: string) {
  return queryOptions({
    queryKey: ["github-users", login.toLowerCase()],
    queryFn: ({ signal }) => fetchGitHubUser(login, signal),
    staleTime: 10 * 60_000,
    // A missing user stays missing and a rate limit only gets worse with retries.
    retry: false,
  });
}
