// axe-core on every route: no serious or critical WCAG 2.1 A/AA or best-practice violation, as a guest,
// a member and the owner, at a laptop's width and a phone's, in the light theme and the dark one (colour contrast
// included), with the search dialog and the owner's editor open as well.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { callSite, member, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULE_SETS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
// Each theme as a device set to it shows it (the site follows the system until the reader chooses).
const SCHEMES = ["light", "dark"] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
type WithAxe = { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } };

/** Waits for the page's content, runs axe on the whole document and answers its serious and critical violations. */
async function findViolations(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  await page.locator("main h1").first().waitFor();
  // Sections load their data after the heading shows; check the page they settle into.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  return runAxe(page);
}

/** Runs axe on the page as it is now and answers its serious and critical violations. */
async function runAxe(page: Page): Promise<string[]> {
  // The site's Content-Security-Policy refuses inline script tags; code evaluated through DevTools is exempt.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as WithAxe;
    return (await axe.run(document, { runOnly, resultTypes: ["violations"] })).violations;
  }, RULE_SETS);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ ...violation, targets: violation.nodes.map((node) => node.target.join(" ")) }))
    .map(({ id, impact, help, targets }) => {
      const more = targets.length > 4 ? ` and ${targets.length - 4} more` : "";
      return `${id} (${impact}, ${targets.length}x): ${help} at ${targets.slice(0, 4).join(" | ")}${more}`;
    });
}

/** Fails with one line per violation: rule, impact, count, and the first targets to fix. */
async function expectNoSeriousViolation(page: Page, path: string): Promise<void> {
  const found = await findViolations(page, path);
  expect(found, `Serious or critical axe violations on ${path}:\n${found.join("\n")}\n`).toEqual([]);
}

const ids: Record<string, string> = {};
const firstId = async (api: string) => (await callSite<{ _id: string }[]>(api)).body[0]!._id;

beforeAll(async () => {
  // Lists answer one page; ask for the largest so both demo projects are in it.
  const projects = (await callSite<{ _id: string; title: string }[]>("/api/projects?limit=50")).body;
  const qr = projects.find((project) => project.title === "QR Code Generator");
  const plain = projects.find((project) => project.title === "Markdown Resume Builder") ?? projects[0];
  if (!qr || !plain) throw new Error("The demo projects are missing: is the seed loaded?");
  Object.assign(ids, {
    project: plain._id,
    qrProject: qr._id,
    article: await firstId("/api/articles"),
    blog: await firstId("/api/blogs"),
    randomPost: await firstId("/api/random-post"),
    didYouKnow: await firstId("/api/islamic"),
  });
});

const GUEST_ROUTES: [string, () => string][] = [
  ["home", () => "/"],
  ["projects", () => "/projects"],
  ["a project without a demo tool", () => `/projects/${ids.project}`],
  ["the QR Code Generator project", () => `/projects/${ids.qrProject}`],
  ["articles", () => "/articles"],
  ["an article", () => `/articles/${ids.article}`],
  ["blogs", () => "/blogs"],
  ["a blog", () => `/blogs/${ids.blog}`],
  ["news", () => "/news"],
  ["random posts", () => "/random-posts"],
  ["a random post", () => `/random-posts/${ids.randomPost}`],
  ["did you know", () => "/did-you-know"],
  ["a did-you-know post", () => `/did-you-know/${ids.didYouKnow}`],
  ["a member's public profile", () => `/id/${member.username}`],
  ["login", () => "/login"],
  ["signup", () => "/signup"],
  ["forgot password", () => "/forgot"],
  ["confirm", () => "/confirm?email=a@b.co"],
  ["search results", () => "/search?q=react"],
  ["a search that finds nothing", () => "/search?q=qqqqzzzz"],
  ["an unsubscribe link", () => "/unsubscribe?t=v1.x.y.replies.not-a-real-token"],
  ["error", () => "/error"],
  ["not found", () => "/404"],
];

/** A fresh page on a device set to `scheme`. */
async function newPageIn(scheme: (typeof SCHEMES)[number], size?: { width: number; height: number }): Promise<Page> {
  const page = await session.newPage(size);
  await page.emulateMedia({ colorScheme: scheme });
  return page;
}

describe.each(SCHEMES)("in the %s theme", (scheme) => {
  it("is the theme the page shows", async () => {
    const page = await newPageIn(scheme);
    await visit(page, "/");
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe(scheme === "light" ? "rgb(244, 246, 251)" : "rgb(11, 17, 32)");
  });

  // Every page type at a laptop's width and at a phone's (issue 32).
  describe.each([1280, 390])("as a guest at %i px wide", (width) => {
    let page: Page;
    beforeAll(async () => {
      page = await newPageIn(scheme, { width, height: width === 390 ? 844 : 900 });
    });

    it.each(GUEST_ROUTES)("%s has no serious or critical violation", async (_name, path) => {
      await expectNoSeriousViolation(page, path());
    });

    it("the search dialog, open, has no serious or critical violation", async () => {
      await visit(page, "/projects");
      await page.keyboard.press("Control+k");
      await page.getByRole("combobox", { name: "Search the site" }).fill("react");
      await page.getByRole("option").first().waitFor();
      const found = await runAxe(page);
      expect(found, found.join("\n")).toEqual([]);
    });
  });

  describe("as a member", () => {
    it("/profile has no serious or critical violation", async () => {
      const page = await newPageIn(scheme);
      await logIn(page, member.email, member.password);
      await expectNoSeriousViolation(page, "/profile");
    });
  });

  describe("as the owner", () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPageIn(scheme);
      await logIn(page, owner.email, owner.password);
    });

    it.each([
      ["home", "/"],
      ["moderation", "/moderation"],
      ["stats", "/stats"],
      ["people", "/people"],
    ])("%s has no serious or critical violation", async (_name, path) => {
      await expectNoSeriousViolation(page, path);
    });

    it("the new-article form, open, has no serious or critical violation", async () => {
      await visit(page, "/articles");
      await page.getByRole("button", { name: "Write a new article" }).click();
      await page.getByLabel("Title", { exact: false }).first().waitFor();
      const found = await runAxe(page);
      expect(found, found.join("\n")).toEqual([]);
    });

    it.each([
      ["moderation", "/moderation"],
      ["stats", "/stats"],
    ])("%s at 390 px has no serious or critical violation", async (_name, path) => {
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await expectNoSeriousViolation(page, path);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    });
  });
});
