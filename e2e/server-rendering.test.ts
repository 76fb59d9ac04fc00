// Pages come from HTML, not from JavaScript (issue 10): a visitor without JavaScript, a crawler or a slow phone
// sees the page at once, and the app then takes over the very same elements, with nothing logged to the console.
import type { ConsoleMessage, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { callSite, siteUrl } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();
// What the app must take over rather than replace: the heading, and parts that come alive in later tasks (the
// sidebar, the footer, a home section).
const KEPT = ["h1", "#site-sidebar", "#footer", "#comments"];
const pages: { name: string; path: string; heading: string }[] = [];

beforeAll(async () => {
  const first = async (api: string) => (await callSite<{ _id: string; title: string }[]>(api)).body[0]!;
  const project = await first("/api/projects");
  const article = await first("/api/articles");
  const post = await first("/api/random-post");
  pages.push(
    { name: "home", path: "/", heading: "Alex Morgan" },
    { name: "a project", path: `/projects/${project._id}`, heading: project.title },
    { name: "an article", path: `/articles/${article._id}`, heading: article.title },
    { name: "a random post", path: `/random-posts/${post._id}`, heading: post.title },
    { name: "the projects list", path: "/projects", heading: "Projects" },
    { name: "the news page", path: "/news", heading: "News is coming soon" },
  );
});

describe("server-rendered pages", () => {
  it("show their heading and main image with JavaScript off", async () => {
    const context = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect.poll(() => page.locator("h1").first().textContent(), { message: path }).toContain(heading);
      }
      // The home page's community lists come with it.
      await page.goto("/");
      const review = (await callSite<{ text: string }[]>("/api/reviews")).body[0]!;
      await expect.poll(() => page.locator("#reviews").textContent()).toContain(review.text);
      await page.goto(pages[2]!.path);
      const image = page.locator("article img").first();
      expect(await image.getAttribute("src")).toMatch(/^http/);
      expect(await image.getAttribute("fetchpriority")).toBe("high");
    } finally {
      await context.close();
    }
  });

  it("are taken over by the app without new elements or console errors", async () => {
    const page = await session.newPage();
    // Runs before the app's scripts: remembers the elements the server's HTML made.
    await page.addInitScript((selectors) => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { server: (Element | null)[] }).server = selectors.map((selector) => document.querySelector(selector));
        }
      });
    }, KEPT);
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      // Third-party requests are cut off in tests (no internet); anything else is a problem.
      if ((message.type() === "error" || message.type() === "warning") && !/ERR_FAILED/.test(message.text())) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    };
    page.on("console", onConsole);
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));

    for (const { path, heading } of pages) {
      await visit(page, path);
      await expect.poll(() => page.locator("h1").first().textContent(), { message: path }).toContain(heading);
      // The app is running (it removed the splash); the heading and the later parts are still the server's elements.
      const kept = await page.evaluate(
        (selectors) =>
          selectors.map((selector, index) => document.querySelector(selector) === (window as unknown as { server: Element[] }).server[index]),
        KEPT,
      );
      expect(kept, path).toEqual(KEPT.map(() => true));
    }
    expect(problems).toEqual([]);
  });

  it("bring a part below the fold to life only when the reader nears it, and answer a tap on it before that", async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    await visit(page, "/");
    // React keeps its fiber on each element it has taken over.
    const alive = (selector: string) =>
      page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
    await expect.poll(() => alive(".hero")).toBe(true);
    await page.waitForTimeout(500);
    expect(await alive("#comments")).toBe(false);

    // A tap that reaches a part still asleep (a screen reader's, a script's) is answered, not lost.
    await page.locator("#comments").getByRole("button", { name: "Reply" }).first().dispatchEvent("click");
    await expect.poll(() => page.getByText("Please log in first!").count()).toBeGreaterThan(0);
    expect(await alive("#comments")).toBe(true);

    // Scrolling brings a sleeping part to life before the reader reaches it.
    expect(await alive("#contact")).toBe(false);
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => alive("#contact")).toBe(true);
  });

  it("have, once reached by a link, the head the server writes for them (head-tags.ts)", async () => {
    // The head's tags, each as text, in a stable order: the title, the canonical link, the previews and the JSON-LD.
    const headOf = (page: Page) =>
      page.evaluate(() =>
        Array.from(document.head.querySelectorAll('title, link[rel="canonical"], meta[name], meta[property], script[type="application/ld+json"]'))
          .filter((element) => !/^(viewport|color-scheme|theme-color)$/.test(element.getAttribute("name") ?? ""))
          .map((element) => {
            const attributes = Array.from(element.attributes).map(({ name, value }) => `${name}=${value}`).sort();
            const text = element.tagName === "SCRIPT" ? JSON.stringify(JSON.parse(element.textContent ?? "")) : element.textContent;
            return `${element.tagName} ${attributes.join(" ")} ${text}`;
          })
          .sort(),
      );
    const noScript = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    try {
      const served = await noScript.newPage();
      const page = await session.newPage();
      const article = pages[2]!;
      await served.goto(article.path);
      const articleHead = await headOf(served);
      expect(articleHead).toContainEqual(expect.stringMatching(/^META content=article property=og:type/));
      await visit(page, "/articles");
      await page.getByRole("link", { name: article.heading }).first().click();
      await page.waitForURL((url) => url.pathname === article.path);
      await expect.poll(() => headOf(page), { message: article.path }).toEqual(articleHead);

      await served.goto("/");
      const homeHead = await headOf(served);
      await page.getByRole("link", { name: "Home", exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(() => headOf(page), { message: "/" }).toEqual(homeHead);
    } finally {
      await noScript.close();
    }
  });

  it("keep a password out of the address when a form is sent before the app has taken over, or without JavaScript", async () => {
    const sendLogin = async (page: Page) => {
      await page.goto("/login");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example.com");
      await page.getByLabel("Password", { exact: true }).fill("a secret password");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await page.waitForTimeout(500);
      return new URL(page.url());
    };
    const appBlocked = await session.browser.newContext({ baseURL: siteUrl });
    const noScript = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    try {
      // The app's code never arrives: the page stays the server's HTML, as on a slow phone before hydration. The
      // form is not sent at all, so what was typed stays.
      await appBlocked.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await appBlocked.newPage();
      expect((await sendLogin(page)).search).toBe("");
      expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("a secret password");
      // Without JavaScript the browser sends it, in a POST body rather than the address.
      const sent = await sendLogin(await noScript.newPage());
      expect(sent.pathname).toBe("/login");
      expect(sent.search).toBe("");
    } finally {
      await appBlocked.close();
      await noScript.close();
    }
  });

  it("give the app the data they were rendered with, so a guest's home asks the API for none of its lists", async () => {
    const page = await session.newPage();
    const listCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(reviews|reports|home-comments)$/.test(pathname)) listCalls.push(pathname);
    });
    // The app has taken over once the splash is gone.
    await visit(page, "/");
    await expect.poll(() => page.locator("#reviews .review-card").count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(listCalls).toEqual([]);
  });
});
