import { describe, expect, it } from "vitest";
import { shortPostListSchema, shortPostSchema, type ShortPostSummary } from "@contract/posts";
import { apiPaths } from "@contract/routes";
import { callSite } from "../support/stack";

const KINDS = [
  { name: "random-post", list: apiPaths.randomPosts, item: apiPaths.randomPost },
  { name: "islamic", list: apiPaths.didYouKnowPosts, item: apiPaths.didYouKnowPost },
] as const;

describe.each(KINDS)("GET /api/$name", ({ list, item }) => {
  async function listPosts() {
    const answer = await callSite<ShortPostSummary[]>(list);
    expect(answer.status).toBe(200);
    return shortPostListSchema.parse(answer.body);
  }

  it("answers every post as a card matching the contract, newest first", async () => {
    const posts = await listPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const dates = posts.map((post) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) {
      expect(post.title).not.toBe("");
      expect(post.fileUrl).toMatch(/^https?:\/\//);
    }
  });

  it("leaves comments out of the feed so it stays small", async () => {
    const answer = await callSite<Record<string, unknown>[]>(list);
    for (const card of answer.body) {
      expect(card).not.toHaveProperty("comments");
      expect(card).not.toHaveProperty("likedByMe");
    }
  });

  it("answers one post whole, with its comments, for a guest", async () => {
    const [first] = await listPosts();
    const answer = await callSite(item(first!._id));
    expect(answer.status).toBe(200);
    const post = shortPostSchema.parse(answer.body);
    expect(post).toMatchObject({ _id: first!._id, title: first!.title, desc: first!.desc, likedByMe: false });
    expect(post.comments.length).toBeLessThanOrEqual(post.commentCount);
    const dates = post.comments.map((comment) => comment.createdAt);
    expect([...dates].sort()).toEqual(dates);
    expect(JSON.stringify(answer.body)).not.toMatch(/@devfolio\.test|"uid"|"email"/);
  });

  it("answers 404 JSON for an unknown id", async () => {
    const answer = await callSite(item("doesNotExist123"));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: "Post not found" });
  });

  it("answers 404, never 5xx, for ids that are not document ids", async () => {
    for (const id of ["..", "a%2Fb", "%24%7Bid%7D", "x".repeat(300)]) {
      const answer = await callSite(`${list}/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body, id).toMatchObject({ success: false });
    }
  });
});
