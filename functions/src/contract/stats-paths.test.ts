import { describe, expect, it } from "vitest";
import { readCountedPath } from "./stats-paths";

describe("readCountedPath", () => {
  it("names the fixed pages and every kind's list", () => {
    expect(readCountedPath("/")).toEqual({ type: "page", name: "Home" });
    expect(readCountedPath("/news")).toEqual({ type: "page", name: "News" });
    expect(readCountedPath("/projects")).toEqual({ type: "page", name: "Projects" });
    expect(readCountedPath("/did-you-know")?.type).toBe("page");
    expect(readCountedPath("/random-posts")?.type).toBe("page");
  });

  it("reads one item of each kind and a member's page", () => {
    expect(readCountedPath("/projects/abc123")).toEqual({ type: "item", kind: "projects", id: "abc123" });
    expect(readCountedPath("/articles/A_b-9")).toEqual({ type: "item", kind: "articles", id: "A_b-9" });
    expect(readCountedPath("/random-posts/x")).toEqual({ type: "item", kind: "random-post", id: "x" });
    expect(readCountedPath("/did-you-know/x")).toEqual({ type: "item", kind: "islamic", id: "x" });
    expect(readCountedPath("/id/samuel1")).toEqual({ type: "user", username: "samuel1" });
  });

  it.each([
    "",
    "projects",
    "/login",
    "/moderation",
    "/stats",
    "/projects/",
    "/projects/a/b",
    "/projects/a b",
    "/projects/__proto__",
    "/api/projects",
    "/id/AB",
    "/news/1",
    `/projects/${"a".repeat(129)}`,
    `/${"a".repeat(300)}`,
    "/projects?x=1",
  ])("refuses %j", (path) => {
    expect(readCountedPath(path)).toBeNull();
  });
});
