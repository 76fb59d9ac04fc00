import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { LIST_PAGE } from "@contract/limits";
import { apiPaths } from "@contract/routes";
import { callSite, siteUrl } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

async function projectId(title: string): Promise<string> {
  const { body } = await callSite<{ _id: string; title: string }[]>(apiPaths.itemList("projects", { q: title, limit: 50 }));
  const project = body.find((each) => each.title === title);
  if (!project) throw new Error(`No demo project titled ${title}`);
  return project._id;
}

const cardTitles = (page: Page) => page.locator(".project-card__title").allTextContents();

describe("the projects list", () => {
  it("shows the newest projects with their titles and the category buttons, and the rest on Load more", async () => {
    const page = await session.newPage();
    await visit(page, "/projects");
    await page.getByRole("heading", { name: "Projects", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Markdown Resume Builder" }).waitFor();
    expect((await cardTitles(page)).length).toBe(LIST_PAGE.defaultSize);
    expect(await page.title()).toBe("DevFolio | Projects");
    for (const name of ["All", "Simple", "Python", "Frontend", "Backend", "Full-stack", "Others"]) {
      await page.getByRole("button", { name, exact: true }).waitFor();
    }
    // The oldest demo project is on the second page; the keyboard reaches and presses Load more.
    expect(await page.getByRole("link", { name: "Life Timer" }).count()).toBe(0);
    const more = page.getByRole("button", { name: "Load more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Life Timer" }).waitFor();
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(14);
    await expect.poll(() => page.getByRole("status").filter({ hasText: /projects shown/ }).textContent()).toMatch(/^\d+ projects shown\.$/);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("searches all projects and filters by category through the API, with the empty state", async () => {
    const page = await session.newPage();
    await visit(page, "/projects");
    await page.getByRole("link", { name: "Markdown Resume Builder" }).waitFor();
    const search = page.getByRole("searchbox", { name: "Search projects" });
    await search.fill("qr code");
    await expect.poll(() => cardTitles(page)).toEqual(["QR Code Generator"]);
    // Found by a word of its short description, in another case, though it is not on the first page.
    await search.fill("LIFE SO FAR");
    await expect.poll(() => cardTitles(page)).toEqual(["Life Timer"]);
    await search.fill("");
    await page.getByRole("button", { name: "Python", exact: true }).click();
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(["Data Cleaning Toolkit", "Weather CLI"]);
    expect(await page.getByRole("button", { name: "Python", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await search.fill("no project is called this");
    await page.getByText("No projects found.").waitFor();
  });

  it("opens the slideshow, wraps around both ends, and reads more", async () => {
    const page = await session.newPage();
    await visit(page, "/projects");
    // The cards come from the app, so once they show, the buttons answer clicks.
    await page.getByRole("link", { name: "Markdown Resume Builder" }).waitFor();
    await page.getByRole("button", { name: "Python", exact: true }).click();
    await expect.poll(() => cardTitles(page).then((titles) => titles.length)).toBe(2);
    const [first, second] = await cardTitles(page);
    await page.getByRole("button", { name: `View ${first} in the slideshow` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: first }).waitFor();
    await dialog.getByRole("button", { name: "Next project" }).click();
    await dialog.getByRole("heading", { name: second }).waitFor();
    await dialog.getByRole("button", { name: "Next project" }).click();
    await dialog.getByRole("heading", { name: first }).waitFor();
    await dialog.getByRole("button", { name: "Previous project" }).click();
    await dialog.getByRole("heading", { name: second }).waitFor();
    await dialog.getByRole("link", { name: "Read More" }).click();
    await page.getByRole("heading", { name: second, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/projects/${await projectId(second!)}`);
  });

  it("arrives with its cards in the HTML, with no script at all", async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl}/projects`);
      const first = page.getByRole("article").first().getByRole("heading", { level: 2 });
      expect(await first.textContent()).toBeTruthy();
      await page.getByText("Loading projects...").waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });

  it("shows 'Loading projects...' while the list loads and an error text when it fails", async () => {
    const page = await session.newPage();
    // Made before the request, so releasing it works even if the route handler has not run yet (a loaded machine).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/projects", async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"x"}' });
    });
    // The page itself comes with its first cards; the app asks for them when it comes from another page.
    await visit(page, "/news");
    await page.locator("#site-sidebar").getByRole("link", { name: "Projects", exact: true }).click();
    await page.getByText("Loading projects...").waitFor();
    release();
    await page.getByText(/Error fetching projects/).waitFor();
  });
});

describe("a project's page", () => {
  it("shows the whole project: header, typing features, formatted description, tech, screenshots, code, GitHub, likes, comments", async () => {
    const page = await session.newPage();
    const id = await projectId("Life Timer");
    await visit(page, `/projects/${id}`);
    await page.getByRole("heading", { name: "Life Timer", level: 1 }).waitFor();
    expect(await page.title()).toBe("DevFolio | Life Timer");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe("See your life so far counted in years, months, days and seconds, ticking live.");
    const { body: lifeTimer } = await callSite<{ headerImg: string }>(`/api/projects/${id}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(lifeTimer.headerImg);
    await page.locator(".project-detail__description strong", { hasText: "time machine" }).waitFor();
    const link = page.getByRole("link", { name: "the Gregorian calendar" });
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await page.locator(".project-detail__description br").count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("listitem").filter({ hasText: "TypeScript" }).first().waitFor();
    // Named by the alt text the owner wrote for it (the seed's), not by the title.
    const screenshot = page.getByRole("img", { name: /^Placeholder screenshot: "Life Timer · screen 2"/ });
    await screenshot.scrollIntoViewIfNeeded();
    await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("link", { name: "View on GitHub" }).waitFor();
    await page.getByLabel("42 likes").waitFor();
    await page.getByText("I am apparently 1.1 billion seconds old. Thanks, I think!").waitFor();
    const typed = page.locator(".project-detail__typing span[aria-hidden]").first();
    await expect.poll(() => typed.textContent(), { timeout: 3000 }).toMatch(/^Live/);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Date.now()");
  });

  it("abbreviates like counts to K", async () => {
    const page = await session.newPage();
    await visit(page, `/projects/${await projectId("GitHub User Data Fetcher")}`);
    await page.getByText("♥ 1.5K likes").waitFor();
  });

  it("shows 'Loading project...' while loading and 'Project not found' for an unknown id", async () => {
    const page = await session.newPage();
    const id = await projectId("Weather CLI");
    let asked = 0;
    // The answer waits until the loading text has been seen: a fixed delay raced a slow machine's click.
    let answer = () => {};
    const answerAllowed = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/projects/${id}`, async (route) => {
      asked += 1;
      await answerAllowed;
      await route.continue();
    });
    // Opened directly, the page comes whole from the server, with its data: nothing to load.
    await visit(page, `/projects/${id}`);
    await page.getByRole("heading", { name: "Weather CLI", level: 1 }).waitFor();
    expect(asked).toBe(0);
    // Reached inside the app, it loads.
    await visit(page, "/projects");
    await page.getByRole("searchbox", { name: "Search projects" }).fill("Weather CLI");
    // A click without a hover first: hovering starts the router's intent preload, and a navigation to a match that
    // is still preloading shows no loading screen (on a busy machine the hover came early enough for that).
    await page.getByRole("link", { name: "Weather CLI" }).dispatchEvent("click");
    await page.getByText("Loading project...").waitFor();
    answer();
    await page.getByRole("heading", { name: "Weather CLI", level: 1 }).waitFor();
    await visit(page, "/projects/noSuchProject42");
    await page.getByRole("heading", { name: "Project not found" }).waitFor();
  });

  it("goes to /error when the load answers non-ok and to /404 when the network fails", async () => {
    const page = await session.newPage();
    await page.route("**/api/projects/serverFails", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"boom"}' }),
    );
    await page.route("**/api/projects/networkFails", (route) => route.abort("internetdisconnected"));
    await visit(page, "/projects/serverFails");
    await page.waitForURL("**/error");
    await visit(page, "/projects/networkFails");
    await page.waitForURL("**/404");
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
  });
});
