import { z } from "zod";
import { getExternal } from "./client";

// The one call that leaves our own API: GitHub's public users endpoint, made from the browser (the CSP's
// connect-src allows api.github.com). Unauthenticated calls get 60 an hour per network address.

/** The profile fields the GitHub search shows (SPEC section 3). */
export const gitHubUserSchema = z.object({
  avatar_url: z.url(),
  name: z.string().nullable(),
  login: z.string(),
  html_url: z.url(),
  bio: z.string().nullable(),
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
  public_repos: z.number().int().nonnegative(),
});
export type GitHubUser = z.infer<typeof gitHubUserSchema>;

export class GitHubUserNotFound extends Error {
  constructor(login: string) {
    super(`GitHub has no user called ${login}.`);
    this.name = "GitHubUserNotFound";
  }
}

/** GitHub refused for now; `retryAt` is when it says calls will work again, if it says. */
export class GitHubRateLimited extends Error {
  constructor(readonly retryAt: Date | null) {
    super("GitHub's rate limit was reached.");
    this.name = "GitHubRateLimited";
  }
}

/** Any other failure: no network, a GitHub outage, an answer of an unexpected shape. */
export class GitHubUnavailable extends Error {
  constructor(cause: unknown) {
    super("GitHub could not be reached.", { cause });
    this.name = "GitHubUnavailable";
  }
}

function retryTime(response: Response, now: number): Date | null {
  const retryAfter = Number(response.headers.get("retry-after"));
  if (retryAfter > 0) return new Date(now + retryAfter * 1000);
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  return reset > 0 ? new Date(reset * 1000) : null;
}

// GitHub's rate limits answer 403 or 429 (its docs), with headers saying when they end; anonymous reads of a
// public profile have no other reason to be refused.
const isRateLimit = (response: Response) => response.status === 403 || response.status === 429;

export async function fetchGitHubUser(login: string, signal?: AbortSignal): Promise<GitHubUser> {
  let response: Response;
  try {
    const url = `https://api.github.com/users/${encodeURIComponent(login)}`;
    response = await getExternal(url, { Accept: "application/vnd.github+json" }, signal);
  } catch (error) {
    throw new GitHubUnavailable(error);
  }
  if (response.status === 404) throw new GitHubUserNotFound(login);
  if (isRateLimit(response)) throw new GitHubRateLimited(retryTime(response, Date.now()));
  if (!response.ok) throw new GitHubUnavailable(new Error(`GitHub answered ${response.status}.`));
  try {
    return gitHubUserSchema.parse(await response.json());
  } catch (error) {
    throw new GitHubUnavailable(error);
  }
}
