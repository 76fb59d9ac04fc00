import { GitHubRateLimited, GitHubUserNotFound } from "@/api/github";

export const GITHUB_MESSAGES = {
  empty: "Please enter a GitHub username.",
  invalid: "Invalid Username! Please try again.",
  unavailable: "Could not reach GitHub. Please try again.",
} as const;

// GitHub logins: 1 to 39 letters, digits and single hyphens, not at either end.
const GITHUB_LOGIN = /^(?=.{1,39}$)[a-z\d](?:[a-z\d]|-(?=[a-z\d]))*$/i;

/** Checks a typed username before anything is sent: a name GitHub cannot have is not worth a call. */
export function readLogin(input: string): { login: string } | { problem: string } {
  const login = input.trim().replace(/^@/, "");
  if (!login) return { problem: GITHUB_MESSAGES.empty };
  if (!GITHUB_LOGIN.test(login)) return { problem: GITHUB_MESSAGES.invalid };
  return { login };
}

export function rateLimitMessage(retryAt: Date | null, now: Date): string {
  const lead = "GitHub allows only a few searches an hour from one network, and that limit has been reached.";
  if (!retryAt || retryAt.getTime() <= now.getTime()) return `${lead} Please try again later.`;
  const minutes = Math.ceil((retryAt.getTime() - now.getTime()) / 60_000);
  return `${lead} Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** What a failed search tells the visitor. */
export function searchFailureMessage(error: unknown, now: Date): string {
  if (error instanceof GitHubUserNotFound) return GITHUB_MESSAGES.invalid;
  if (error instanceof GitHubRateLimited) return rateLimitMessage(error.retryAt, now);
  return GITHUB_MESSAGES.unavailable;
}
