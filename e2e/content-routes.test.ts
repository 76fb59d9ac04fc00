import { describe, expect, it } from "vitest";
import { callSite } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

const firstId = async (path: string) => (await callSite<{ _id: string; title: string }[]>(path)).body[0]!;

describe("the articles, blogs, random-post and did-you-know routes", () => {
  it.each([
    ["/articles", "/api/articles", "Articles"],
    ["/blogs", "/api/blogs", "Blogs"],
    ["/random-posts", "/api/random-post", "Random Posts"],
    ["/did-you-know", "/api/islamic", "Did You Know?"],
  ])("%s lists the items and opens one", async (route, api, heading) => {
    const page = await session.newPage();
    const item = await firstId(api);
    await visit(page, route);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await page.getByRole("link", { name: item.title }).first().click();
    await page.waitForURL(`**${route}/${item._id}`);
    await page.getByRole("heading", { name: item.title, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(`DevFolio | ${item.title}`);
  });

  it("says an unknown article was not found, on its own address", async () => {
    const page = await session.newPage();
    await visit(page, "/articles/noSuchArticle1");
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/articles/noSuchArticle1");
  });
});
