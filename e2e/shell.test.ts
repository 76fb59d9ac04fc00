import { describe, expect, it } from "vitest";
import { member, sessionCookieFor, siteUrl } from "../tests/support/stack";
import { useBrowser, visit, waitForApp } from "./browser";

const session = useBrowser();

describe("the app shell", () => {
  it("shows the splash, then the page with scrolling released", async () => {
    const page = await session.newPage();
    await visit(page, "/");
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  });

  it("ends the splash 500 ms after the window's load, without waiting for the app", async () => {
    const page = await session.newPage();
    // The app's code arrives four seconds late, as on a slow phone: the page is the server's HTML until then.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto("/articles");
    await page.waitForFunction(() => document.readyState === "complete");
    const loadedAt = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart);
    await page.getByRole("status", { name: "Loading" }).waitFor({ state: "detached", timeout: 3000 });
    const goneAt = await page.evaluate(() => performance.now());
    expect(goneAt - loadedAt).toBeGreaterThanOrEqual(450);
    expect(goneAt - loadedAt).toBeLessThan(1500);
    expect(await page.locator("html[data-app-ready]").count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.getByRole("heading", { level: 1 }).first().click();
    releaseApp();
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  });

  it("ends the splash by the stylesheet alone when its script never runs", async () => {
    const page = await session.newPage();
    // The splash's own script removed from the page, as an extension that blocks scripts would.
    await page.route(/\/articles$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script>\(function \(\) \{\s*var splash[\s\S]*?<\/script>/, "");
      await route.fulfill({ response, body: html });
    });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/articles");
    const splash = page.getByRole("status", { name: "Loading" });
    expect(await splash.isVisible()).toBe(true);
    await expect.poll(() => splash.isVisible(), { timeout: 6000 }).toBe(false);
    await page.getByRole("heading", { level: 1 }).first().click();
  });

  it("renders the 404 page for /404 and for unknown paths, with a 404 status and the number shown once", async () => {
    const page = await session.newPage();
    for (const path of ["/404", "/no/such/page", "/no-such-page"]) {
      const response = await page.goto(path);
      await waitForApp(page);
      if (path !== "/404") expect(response?.status(), path).toBe(404);
      await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
      expect(await page.title()).toBe("DevFolio | Page Not Found");
      expect((await page.locator("main").innerText()).match(/404/g)).toHaveLength(1);
    }
  });

  it("says not found, never 'something went wrong', for an unknown item of every kind", async () => {
    const page = await session.newPage();
    for (const list of ["/articles", "/blogs", "/random-posts", "/did-you-know"]) {
      const response = await page.goto(`${list}/noSuchItemAnywhere`);
      await waitForApp(page);
      expect(response?.status(), list).toBe(404);
      await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
      expect(await page.getByText(/something went wrong/i).count()).toBe(0);
    }
    await visit(page, "/projects/noSuchItemAnywhere");
    await page.getByRole("heading", { name: "Project not found" }).waitFor();
  });

  it("says a preview link is no longer valid when it opens nothing", async () => {
    const page = await session.newPage();
    await visit(page, `/articles/noSuchItemAnywhere?preview=${"A".repeat(43)}`);
    await page.getByRole("heading", { name: "This preview link is no longer valid" }).waitFor();
    await visit(page, `/projects/noSuchItemAnywhere?preview=${"A".repeat(43)}`);
    await page.getByRole("heading", { name: "This preview link is no longer valid" }).waitFor();
  });

  it("renders the error and news pages", async () => {
    const page = await session.newPage();
    await visit(page, "/error");
    await page.getByRole("heading", { name: /something went wrong/i }).waitFor();
    await visit(page, "/news");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^DevFolio \| News/);
  });

  it("sends a guest from /profile to /login, and a visitor with a token away from the account pages", async () => {
    const page = await session.newPage();
    await visit(page, "/profile");
    await page.waitForURL("**/login");
    await page.evaluate(() => localStorage.setItem("token", "hint"));
    for (const path of ["/login", "/signup", "/forgot", "/confirm?email=a%40b.co"]) {
      await visit(page, path);
      await page.waitForURL((url) => url.pathname === "/");
    }
  });

  it("renders every account page for a guest", async () => {
    const page = await session.newPage();
    await visit(page, "/login");
    await page.getByLabel("Email").first().waitFor();
    await visit(page, "/signup");
    await page.getByLabel(/username/i).waitFor();
    await visit(page, "/forgot");
    await page.getByLabel(/email/i).first().waitFor();
    await visit(page, "/confirm?email=sam%40devfolio.test");
    expect(await page.getByRole("textbox", { name: /email/i }).inputValue()).toBe("sam@devfolio.test");
  });

  it("shows the sidebar links, with Login and Signup for a guest, and a toast on a link click", async () => {
    const page = await session.newPage();
    await visit(page, "/projects");
    const nav = page.getByRole("navigation").first();
    for (const name of ["Home", "About", "Contact", "Profile", "Projects", "Articles", "Blogs", "News", "Random Posts", "Did You Know?"]) {
      await nav.getByRole("link", { name, exact: true }).waitFor();
    }
    expect(await nav.getByRole("link", { name: "About", exact: true }).getAttribute("href")).toBe("/#about");
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    await nav.getByRole("link", { name: "News", exact: true }).click();
    await page.waitForURL("**/news");
    await page.locator(".Toastify__toast").first().waitFor();
  });

  it("toggles the sidebar on a phone", async () => {
    const page = await session.newPage({ width: 390, height: 800 });
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await page.getByRole("button", { name: "Close menu" }).first().waitFor();
    await page.getByRole("navigation").first().getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL("**/projects");
    await page.getByRole("button", { name: "Open menu" }).waitFor();
  });

  it("shows the owner of a session cookie as signed in on /profile", async () => {
    const page = await session.newPage();
    const [name, value] = (await sessionCookieFor(member.email, member.password)).split(/=(.*)/s);
    await page.context().addCookies([{ name: name!, value: value!, url: siteUrl }]);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("token", "hint"));
    await visit(page, "/profile");
    await page.getByText(member.username).first().waitFor();
    await page.getByRole("button", { name: /logout/i }).waitFor();
  });
});
