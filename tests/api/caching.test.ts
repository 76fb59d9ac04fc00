// Public GET answers that are the same for every guest are cached by Firebase Hosting's CDN for a short while;
// answers that depend on who asks stay private (issue 10, Caching).
import { beforeAll, describe, expect, it } from "vitest";
import { callSite, member, sessionCookieFor } from "../support/stack";

const SHARED = /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/;
const PRIVATE = "private, no-store";

let memberCookie: string;
let projectId: string;

beforeAll(async () => {
  memberCookie = await sessionCookieFor(member.email, member.password);
  const projects = await callSite<{ _id: string }[]>("/api/projects");
  projectId = projects.body[0]!._id;
});

describe("Cache-Control on public answers", () => {
  const publicPaths = () => [
    "/api/projects",
    "/api/projects?limit=2&q=timer&category=Simple",
    "/api/articles",
    "/api/blogs",
    "/api/random-post",
    "/api/islamic",
    `/api/projects/${projectId}`,
    `/api/projects/${projectId}/comments?order=newest`,
    "/api/reviews",
    "/api/reports",
    "/api/home-comments",
  ];

  it("lets the CDN keep a guest's answer for under a minute, stale while it revalidates", async () => {
    for (const path of publicPaths()) {
      const answer = await callSite(path);
      expect(answer.status, path).toBe(200);
      const header = answer.headers.get("cache-control") ?? "";
      expect(header, path).toMatch(SHARED);
      const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1]);
      expect(seconds("s-maxage") + seconds("stale-while-revalidate"), path).toBeLessThanOrEqual(60);
    }
  });

  it("keeps the answers of a caller with a session private", async () => {
    for (const path of publicPaths()) {
      const answer = await callSite(path, { cookie: memberCookie });
      expect(answer.headers.get("cache-control"), path).toBe(PRIVATE);
    }
  });

  it("never lets the CDN keep the profile, errors or a change", async () => {
    expect((await callSite("/api/profile")).headers.get("cache-control")).toBe(PRIVATE);
    expect((await callSite("/api/projects/no-such-project")).headers.get("cache-control")).toBe(PRIVATE);
    const like = await callSite(`/api/projects/like/${projectId}`, { method: "POST" });
    expect(like.status).toBe(401);
    expect(like.headers.get("cache-control")).toBe(PRIVATE);
  });
});
