// Light and dark (issue 24): the page follows the device, the sidebar's toggle overrides it and is remembered, and
// the first frame is already in the right theme, on a server-rendered page too and with the app's code blocked.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "../web/src/features/shell/theme-choice";
import { callSite, siteUrl } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();
type Scheme = "light" | "dark";
// The page's background in each theme (--bg in web/src/styles/global.css), as getComputedStyle reports it.
const BACKGROUND: Record<Scheme, string> = { light: "rgb(244, 246, 251)", dark: "rgb(11, 17, 32)" };
const opposite = (scheme: Scheme): Scheme => (scheme === "light" ? "dark" : "light");

let itemPath = "";
beforeAll(async () => {
  const project = (await callSite<{ _id: string }[]>("/api/projects")).body[0]!;
  itemPath = `/projects/${project._id}`;
});

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const themeRadio = (page: Page, name: string) => page.getByRole("group", { name: "Theme" }).getByRole("radio", { name });

/** A page on a device set to `system`, with `stored` (if any) already chosen on the site in an earlier visit. */
async function pageWith(system: Scheme, stored?: Scheme): Promise<Page> {
  const page = await session.newPage();
  await page.emulateMedia({ colorScheme: system });
  await page.addInitScript(
    ([key, choice]) => {
      // Set once, as a visit before this one would have left it; the toggle may change it afterwards.
      if (choice && !sessionStorage.getItem("preset")) {
        localStorage.setItem(key, choice);
        sessionStorage.setItem("preset", "1");
      }
      // The first frame: the callback runs just before the browser paints it.
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.documentElement).backgroundColor;
      });
    },
    [THEME_STORAGE_KEY, stored ?? ""] as const,
  );
  return page;
}

const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => "firstFrame" in window);
  return page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame);
};

describe("the theme", () => {
  it.each(["light", "dark"] as const)("follows a %s device when nothing is chosen", async (system) => {
    const page = await pageWith(system);
    await visit(page, "/");
    expect(await firstFrame(page)).toBe(BACKGROUND[system]);
    await expect.poll(() => themeRadio(page, "System").isChecked()).toBe(true);
    expect(await background(page)).toBe(BACKGROUND[system]);
  });

  it("switches with the sidebar's toggle and is remembered across a reload", async () => {
    const page = await pageWith("dark");
    await visit(page, "/");
    await themeRadio(page, "Light").check();
    expect(await background(page)).toBe(BACKGROUND.light);
    expect(await page.evaluate(() => document.querySelector('meta[name="theme-color"][media="all"]')?.getAttribute("content"))).toBe(
      "#f4f6fb",
    );

    await page.reload();
    expect(await firstFrame(page)).toBe(BACKGROUND.light);
    await expect.poll(() => themeRadio(page, "Light").isChecked()).toBe(true);
    expect(await themeRadio(page, "Dark").isChecked()).toBe(false);

    // Back to the device's setting: dark again, and nothing left stored.
    await themeRadio(page, "System").check();
    expect(await background(page)).toBe(BACKGROUND.dark);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    await page.reload();
    expect(await firstFrame(page)).toBe(BACKGROUND.dark);
  });

  it("is chosen with the keyboard alone", async () => {
    const page = await pageWith("light");
    await visit(page, "/");
    await themeRadio(page, "System").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => themeRadio(page, "Dark").isChecked()).toBe(true);
    expect(await background(page)).toBe(BACKGROUND.dark);
  });
});

describe("the first frame is in the stored theme, against the device's", () => {
  const cases: [string, () => string][] = [
    ["a prerendered page (/news)", () => "/news"],
    ["the server-rendered home page", () => "/"],
    ["a server-rendered item page", () => itemPath],
  ];

  for (const system of ["dark", "light"] as const) {
    it.each(cases)(`on %s, with a ${system} device`, async (_name, path) => {
      const page = await pageWith(system, opposite(system));
      await visit(page, path());
      expect(await firstFrame(page)).toBe(BACKGROUND[opposite(system)]);
      // The app taking over changes nothing.
      expect(await background(page)).toBe(BACKGROUND[opposite(system)]);
    });
  }

  it.each(cases)("on %s, with the app's JavaScript blocked", async (_name, path) => {
    const page = await pageWith("dark", "light");
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(path());
    expect(await firstFrame(page)).toBe(BACKGROUND.light);
  });
});

describe("with JavaScript off", () => {
  it.each(["light", "dark"] as const)("a server-rendered item page follows a %s device", async (system) => {
    const context = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false, colorScheme: system });
    try {
      const page = await context.newPage();
      await page.goto(itemPath);
      await page.locator("main h1").first().waitFor();
      expect(await background(page)).toBe(BACKGROUND[system]);
    } finally {
      await context.close();
    }
  });
});
