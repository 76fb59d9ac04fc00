// The feeds' links (issue 24) once the app runs: a list page keeps its kind's feeds in the head, once each, beside
// the feeds of everything, and shows them under its title; moving to another page in the app changes them with it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

/** The head's feed links, as a feed reader or a browser extension finds them in the live page. */
const headFeeds = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]'), (link) => `${link.title} ${link.getAttribute("href")}`),
  );

const EVERYTHING = ["Everything (RSS) /rss/all.xml", "Everything (JSON Feed) /feeds/all.json"];

describe("feed links", () => {
  it("follow the list page the app shows, and the page's own links open the feeds", async () => {
    const page = await session.newPage();
    await visit(page, "/articles");
    expect(await headFeeds(page)).toEqual([...EVERYTHING, "Articles (RSS) /rss/articles.xml", "Articles (JSON Feed) /feeds/articles.json"]);
    const hero = page.locator(".list-hero");
    expect(await hero.getByRole("link", { name: "RSS", exact: true }).getAttribute("href")).toBe("/rss/articles.xml");
    expect(await hero.getByRole("link", { name: "JSON Feed", exact: true }).getAttribute("href")).toBe("/feeds/articles.json");

    // Another list, through the app's own navigation: its feeds take the place of the articles'.
    await page.locator("#site-sidebar").getByRole("link", { name: "Did You Know?", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/did-you-know");
    await expect
      .poll(() => headFeeds(page))
      .toEqual([...EVERYTHING, "Did You Know? (RSS) /rss/did-you-know.xml", "Did You Know? (JSON Feed) /feeds/did-you-know.json"]);

    // A page that is not a list has only the feeds of everything.
    await page.locator("#site-sidebar").getByRole("link", { name: "News", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/news");
    await expect.poll(() => headFeeds(page)).toEqual(EVERYTHING);

    const feed = await page.request.get("/rss/did-you-know.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  });
});
