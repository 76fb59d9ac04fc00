// One headless Chromium per test file, from Debian's package (DESIGN.md: playwright cannot download browsers here).
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { siteUrl } from "../tests/support/stack";

const CHROMIUM_PATHS = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

function chromiumPath(): string {
  const path = CHROMIUM_PATHS.find((candidate) => candidate && existsSync(candidate));
  if (!path) throw new Error("Chromium is missing: run `apt-get install -y chromium` (or set CHROMIUM_PATH).");
  return path;
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh context and page for one test: no cookies or storage shared with other tests. */
  newPage(options?: { width?: number; height?: number; userAgent?: string; headers?: Record<string, string> }): Promise<Page>;
}

/** Starts Chromium before the file's tests and closes it (with every context) after them. */
export function useBrowser(): BrowserSession {
  const contexts: BrowserContext[] = [];
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
  });
  // Headless Chromium names itself HeadlessChrome, which the view counter leaves out as a robot; a test of counting
  // passes a desktop browser's user agent. `headers` go with every request the page makes.
  session.newPage = async ({ width = 1280, height = 900, userAgent, headers } = {}) => {
    const context = await session.browser.newContext({
      baseURL: siteUrl,
      viewport: { width, height },
      userAgent,
      extraHTTPHeaders: headers,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    // Third-party scripts never load in tests: the machines have no internet.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    contexts.push(context);
    return context.newPage();
  };
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await session.browser?.close();
  });
  return session;
}

/** Waits for the startup splash to be gone and the app to have taken over the page (root-layout.tsx). */
export async function waitForApp(page: Page): Promise<void> {
  await page.getByRole("status", { name: "Loading" }).waitFor({ state: "detached" });
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** Opens a path and waits for the startup splash to be gone and the app to be running. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** Logs in through the login form, as a visitor would; the page then reloads to /. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await visit(page, "/login");
  const form = page.locator("form");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await waitForApp(page);
}

/** Answers the next confirm() (accepted, or dismissed) and resolves with its question. */
export function answerNextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}
