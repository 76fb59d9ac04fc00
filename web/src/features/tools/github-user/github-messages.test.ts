import { describe, expect, it } from "vitest";
import { GitHubRateLimited, GitHubUnavailable, GitHubUserNotFound } from "@/api/github";
import { GITHUB_MESSAGES, rateLimitMessage, readLogin, searchFailureMessage } from "./github-messages";

describe("readLogin", () => {
  it("accepts what GitHub accepts, trimmed and without a leading @", () => {
    for (const login of ["octocat", "a", "Mona-Lisa", "x".repeat(39), "user-2-b"]) {
      expect(readLogin(` ${login} `)).toEqual({ login });
    }
    expect(readLogin("@torvalds")).toEqual({ login: "torvalds" });
  });

  it("asks for a name when there is none", () => {
    expect(readLogin("")).toEqual({ problem: "Please enter a GitHub username." });
    expect(readLogin("   ")).toEqual({ problem: GITHUB_MESSAGES.empty });
  });

  it("refuses names GitHub cannot have, without calling it", () => {
    for (const login of ["-lead", "trail-", "dou--ble", "has space", "x".repeat(40), "../admin", "a_b", "é"]) {
      expect(readLogin(login)).toEqual({ problem: "Invalid Username! Please try again." });
    }
  });
});

describe("searchFailureMessage", () => {
  const now = new Date("2026-11-23T10:00:00Z");

  it("gives the spec's message for an unknown user", () => {
    expect(searchFailureMessage(new GitHubUserNotFound("nobody"), now)).toBe("Invalid Username! Please try again.");
  });

  it("says when to try again after a rate limit", () => {
    const message = searchFailureMessage(new GitHubRateLimited(new Date("2026-11-23T10:12:30Z")), now);
    expect(message).toMatch(/limit has been reached\. Please try again in 13 minutes\.$/);
    expect(rateLimitMessage(new Date("2026-11-23T10:00:20Z"), now)).toMatch(/in 1 minute\.$/);
    expect(rateLimitMessage(null, now)).toMatch(/Please try again later\.$/);
  });

  it("says GitHub could not be reached otherwise", () => {
    expect(searchFailureMessage(new GitHubUnavailable(new Error("offline")), now)).toBe(GITHUB_MESSAGES.unavailable);
  });
});
