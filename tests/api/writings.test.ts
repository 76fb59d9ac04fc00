import { describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "@contract/limits";
import { writingListSchema, writingSchema, type WritingSummary } from "@contract/posts";
import { apiPaths } from "@contract/routes";
import { callSite } from "../support/stack";

const KINDS = [
  { name: "articles", list: apiPaths.articles, item: apiPaths.article, missing: "Article not found" },
  { name: "blogs", list: apiPaths.blogs, item: apiPaths.blog, missing: "Blog not found" },
] as const;

describe.each(KINDS)("GET /api/$name", ({ list, item, missing }) => {
  async function listWritings() {
    const answer = await callSite<WritingSummary[]>(list);
    expect(answer.status).toBe(200);
    return writingListSchema.parse(answer.body);
  }

  it("answers every item as a card matching the contract, newest first", async () => {
    const writings = await listWritings();
    expect(writings.length).toBeGreaterThanOrEqual(3);
    const dates = writings.map((writing) => writing.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const writing of writings) {
      expect(POST_CATEGORIES).toContain(writing.category);
      expect(writing.title).not.toBe("");
      expect(writing.firstParagraph).not.toBe("");
    }
  });

  it("leaves comments out of the list so it stays small", async () => {
    const answer = await callSite<Record<string, unknown>[]>(list);
    for (const card of answer.body) {
      expect(card).not.toHaveProperty("comments");
      expect(card).not.toHaveProperty("likedByMe");
    }
  });

  it("answers one item whole, with its comments, for a guest", async () => {
    const [first] = await listWritings();
    const answer = await callSite(item(first!._id));
    expect(answer.status).toBe(200);
    const writing = writingSchema.parse(answer.body);
    expect(writing).toMatchObject({ _id: first!._id, title: first!.title, likedByMe: false });
    expect(writing.comments.length).toBeLessThanOrEqual(writing.commentCount);
    const dates = writing.comments.map((comment) => comment.createdAt);
    expect([...dates].sort()).toEqual(dates);
    expect(JSON.stringify(answer.body)).not.toMatch(/@devfolio\.test|"uid"|"email"/);
  });

  it("answers 404 JSON for an unknown id", async () => {
    const answer = await callSite(item("doesNotExist123"));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: missing });
  });

  it("answers 404, never 5xx, for ids that are not document ids", async () => {
    for (const id of ["..", "a%2Fb", "%24%7Bid%7D", "x".repeat(300)]) {
      const answer = await callSite(`${list}/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body, id).toMatchObject({ success: false });
    }
  });
});

describe("articles and blogs are separate collections", () => {
  it("does not serve an article under /api/blogs", async () => {
    const articles = writingListSchema.parse((await callSite(apiPaths.articles)).body);
    const answer = await callSite(apiPaths.blog(articles[0]!._id));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: "Blog not found" });
  });
});
