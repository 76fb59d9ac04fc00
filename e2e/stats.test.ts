// Cookieless page views end to end (docs/stats.md): a guest's browser counts the pages it sees with its beacon,
// and the owner's Stats page draws them. The guest uses a desktop Chrome's user agent (headless Chromium's own is
// left out as a robot), on pages made for this test, so the counts are this test's own.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshItem, removeItem, type TestItem } from "../tests/support/items";
import { adminDb, member, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// A visitor is an address (docs/stats.md), and every browser here comes from 127.0.0.1, which an earlier run against
// the same stack may have counted on /articles today. The address Hosting's CDN hands the API (http/client-address.ts)
// is one of this run's own, from IPv6's documentation range, so the guest is a visitor not seen today.
const GUEST_ADDRESS = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
const today = () => new Date().toISOString().slice(0, 10);

async function marksOf(path: string): Promise<number> {
  return (await adminDb.collection("statsMarks").where("path", "==", path).where("day", "==", today()).count().get()).data().count;
}

async function todaysViews(): Promise<number> {
  return (await adminDb.collection("statsMarks").where("day", "==", today()).count().get()).data().count;
}

describe("the Stats page", () => {
  it("counts a guest's two pages once each, and shows them in the owner's chart", async () => {
    const items: TestItem[] = [await freshItem("projects"), await freshItem("articles")];
    try {
      const [project, article] = items.map((item) => item.id);
      const guest = await session.newPage({ userAgent: DESKTOP_CHROME, headers: { "fastly-client-ip": GUEST_ADDRESS } });
      // The first page; a second one reached inside the app (no page load: the router's navigation); a third by
      // address; then the first again, counted already.
      await visit(guest, `/projects/${project}`);
      await expect.poll(() => marksOf(`/projects/${project}`), { timeout: 15_000 }).toBe(1);
      const articlesBefore = await marksOf("/articles");
      await guest.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Articles" }).click();
      await guest.waitForURL("**/articles");
      await expect.poll(() => marksOf("/articles"), { timeout: 15_000 }).toBe(articlesBefore + 1);
      await visit(guest, `/articles/${article}`);
      await expect.poll(() => marksOf(`/articles/${article}`), { timeout: 15_000 }).toBe(1);
      await visit(guest, `/projects/${project}`);
      expect(await guest.evaluate(() => document.cookie)).toBe("");
      expect(await guest.evaluate(() => localStorage.length)).toBe(0);
      await guest.waitForTimeout(1000);
      expect(await marksOf(`/projects/${project}`)).toBe(1);

      const counted = await todaysViews();
      const page = await session.newPage({ userAgent: DESKTOP_CHROME });
      await logIn(page, owner.email, owner.password);
      await page.getByRole("link", { name: "Stats" }).click();
      await page.waitForURL("**/stats");
      await page.getByRole("heading", { level: 1, name: "Stats" }).waitFor();
      // The owner's own visit of the site is not counted: today's figure is what the guests' views made.
      const chart = page.getByRole("img", { name: /^Views and visitors, last 30 days/ });
      await chart.waitFor();
      expect(await chart.getAttribute("aria-label")).toMatch(new RegExp(`Today so far: ${counted} views, \\d+ visitors\\.`));
      expect(await todaysViews()).toBe(counted);
      // The top pages go by their names (the seeded weeks outrank this test's pages: their titles are the API
      // test's to check).
      const topPages = page.getByRole("region", { name: "Top pages" }).getByRole("listitem");
      await topPages.first().waitFor();
      expect(await topPages.allInnerTexts()).toContainEqual(expect.stringMatching(/^Home\s+\/\s/));

      // The toggle redraws for a week, with one bar group per day.
      await page.getByRole("button", { name: "7 days" }).click();
      await page.getByRole("img", { name: /^Views and visitors, last 7 days/ }).waitFor();
      expect(await page.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe("true");
      expect(await page.locator(".stats-chart__day").count()).toBe(14);
      await page.getByRole("img", { name: /^Visits by source/ }).waitFor();
    } finally {
      await Promise.all(items.map(removeItem));
    }
  });

  it("refuses a member and sends a guest to log in", async () => {
    const guest = await session.newPage();
    await visit(guest, "/stats");
    await guest.waitForURL("**/login");
    const page = await session.newPage();
    await logIn(page, member.email, member.password);
    expect(await page.getByRole("link", { name: "Stats" }).count()).toBe(0);
    await visit(page, "/stats");
    await page.getByRole("heading", { name: "Not authorized" }).waitFor();
  });
});
