// Site-wide search in the browser (issue 24): the keyboard alone finds and opens an item through the dialog, and the
// /search page works, and is in the server's HTML, without JavaScript.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { SEARCH_MESSAGES } from "@contract/search";
import { TINY_PNG } from "../tests/support/images";
import { callSite, owner, sessionCookieFor, siteUrl } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();
// A word no seeded item has, fresh for each run, in a post of this file's own.
const WORD = `${Array.from({ length: 6 }, () => "qxzjvkw"[randomInt(7)]).join("")}orchard`;
const TITLE = `The ${WORD} at dusk`;
let ownerCookie = "";
let postId = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  const form = new FormData();
  form.append("title", TITLE);
  form.append("desc", `Apple trees in rows, and the ${WORD} gate left open.`);
  form.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "tiny.png");
  const made = await callSite<{ _id: string }>(apiPaths.items("random-post"), { method: "POST", body: form, cookie: ownerCookie });
  expect(made.status).toBe(201);
  postId = made.body._id;
}, 60_000);

afterAll(async () => {
  // To the trash and out of it, through the API, so the search index hears of it.
  for (let time = 0; time < 2; time += 1) await callSite(apiPaths.item("random-post", postId), { method: "DELETE", cookie: ownerCookie });
});

describe("the search dialog", () => {
  it("finds and opens an item with the keyboard alone: Ctrl+K, type, arrow down, Enter", async () => {
    const page = await session.newPage();
    await visit(page, "/");
    await page.keyboard.press("Control+k");
    const field = page.getByRole("combobox", { name: "Search the site" });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(WORD.slice(0, 9));
    const option = page.getByRole("option", { name: new RegExp(TITLE) });
    await option.waitFor();
    // The kind labels the result, and the typed beginning is marked in its title.
    await expect.poll(() => option.locator(".search-kind").textContent()).toBe("random post");
    await expect.poll(() => option.locator("mark").first().textContent()).toBe(WORD);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => field.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === `/random-posts/${postId}`);
    // The item's page code may still be on its way on a busy machine: the page changes once it is here.
    await expect.poll(() => page.locator("h1").first().textContent(), { timeout: 15_000 }).toContain(TITLE);
    await expect.poll(() => page.locator("dialog.search-dialog").count()).toBe(0);
  });

  it("opens with / when no field has focus, offers all the results, and Esc closes it where the reader was", async () => {
    const page = await session.newPage();
    await visit(page, "/projects");
    const sidebarLink = page.locator("#site-sidebar").getByRole("link", { name: "Projects" });
    await sidebarLink.focus();
    await page.keyboard.press("/");
    const field = page.getByRole("combobox", { name: "Search the site" });
    await field.waitFor();
    await page.keyboard.type(WORD);
    await page.getByRole("option", { name: `See all results for “${WORD}”` }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.search-dialog").count()).toBe(0);
    await expect.poll(() => sidebarLink.evaluate((element) => element === document.activeElement)).toBe(true);

    // In a field, "/" is only a character: typed in the sidebar's box, it is the start of a search, which the box
    // hands to the dialog so that results come as one types (issue 32: one search).
    const box = page.locator("#site-search-q");
    await box.focus();
    await page.keyboard.press("/");
    await expect.poll(() => field.inputValue()).toBe("/");
    expect(await box.inputValue()).toBe("");
    await page.keyboard.type(WORD.slice(0, 4));
    await expect.poll(() => field.inputValue()).toBe(`/${WORD.slice(0, 4)}`);
  });
});

describe("the /search page", () => {
  it("is in the server's HTML, with the results grouped by kind and the words marked", async () => {
    const html = (await callSite<string>(`/search?q=${WORD}`)).body;
    expect(html).toContain(`<mark>${WORD}</mark>`);
    expect(html).toMatch(/<h2[^>]*>Random Posts/);
    expect(html).toContain(`href="/random-posts/${postId}"`);
  });

  it("works with JavaScript off: the sidebar's box sends a GET search, and the page shows the results", async () => {
    const context = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/news");
      await page.locator("#site-search-q").fill(WORD);
      await page.locator("#site-search-q").press("Enter");
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === WORD);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe("Search");
      const result = page.getByRole("link", { name: TITLE });
      await expect.poll(() => result.count()).toBe(1);
      await expect.poll(() => page.locator("main mark, .search-page__hit mark").first().textContent()).toBe(WORD);
      await page.goto((await result.getAttribute("href")) ?? "");
      await expect.poll(() => page.locator("h1").first().textContent()).toContain(TITLE);

      await page.goto("/search?q=qxzjqxzjqxzj");
      await expect.poll(() => page.getByText(SEARCH_MESSAGES.noResults("qxzjqxzjqxzj")).count()).toBe(1);
      await page.goto("/search");
      await expect.poll(() => page.getByText(SEARCH_MESSAGES.empty).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
