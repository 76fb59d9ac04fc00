import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchGitHubUser, GitHubRateLimited, GitHubUnavailable, GitHubUserNotFound } from "./github";

// GitHub is outside our control, so its answers are stubbed here; the browser tests mock it the same way.
const octocat = {
  avatar_url: "https://avatars.githubusercontent.com/u/583231?v=4",
  name: "The Octocat",
  login: "octocat",
  html_url: "https://github.com/octocat",
  bio: null,
  followers: 21000,
  following: 9,
  public_repos: 8,
  company: "@github",
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchGitHubUser", () => {
  it("reads the profile fields of the public users endpoint", async () => {
    const fetchMock = answer(200, octocat);
    const { company: _company, ...fields } = octocat;
    expect(await fetchGitHubUser("octocat")).toEqual(fields);
    expect(fetchMock).toHaveBeenCalledWith(
      "https://api.github.com/users/octocat",
      expect.objectContaining({ credentials: "omit" }),
    );
  });

  it("encodes the name into the path", async () => {
    const fetchMock = answer(404, { message: "Not Found" });
    await expect(fetchGitHubUser("a/../b")).rejects.toBeInstanceOf(GitHubUserNotFound);
    expect(fetchMock).toHaveBeenCalledWith("https://api.github.com/users/a%2F..%2Fb", expect.anything());
  });

  it("tells a rate limit apart, with when it ends", async () => {
    answer(
      403,
      { message: "API rate limit exceeded" },
      { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1795000000" },
    );
    const limited = await fetchGitHubUser("octocat").catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(GitHubRateLimited);
    expect((limited as GitHubRateLimited).retryAt).toEqual(new Date(1795000000 * 1000));

    answer(429, {}, { "retry-after": "60" });
    const before = Date.now();
    const tooMany = (await fetchGitHubUser("octocat").catch((error: unknown) => error)) as GitHubRateLimited;
    expect(tooMany).toBeInstanceOf(GitHubRateLimited);
    expect(tooMany.retryAt!.getTime()).toBeGreaterThanOrEqual(before + 60_000);
  });

  it("takes a refusal that does not say when it ends for a rate limit too", async () => {
    answer(403, { message: "API rate limit exceeded" });
    const limited = (await fetchGitHubUser("octocat").catch((error: unknown) => error)) as GitHubRateLimited;
    expect(limited).toBeInstanceOf(GitHubRateLimited);
    expect(limited.retryAt).toBeNull();
  });

  it("treats outages, odd answers and no network as unavailable", async () => {
    answer(502, {});
    await expect(fetchGitHubUser("octocat")).rejects.toBeInstanceOf(GitHubUnavailable);
    answer(200, { login: "octocat" });
    await expect(fetchGitHubUser("octocat")).rejects.toBeInstanceOf(GitHubUnavailable);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(fetchGitHubUser("octocat")).rejects.toBeInstanceOf(GitHubUnavailable);
  });
});
