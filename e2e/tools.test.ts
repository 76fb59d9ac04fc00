import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { apiPaths } from "@contract/routes";
import { callSite } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

async function projectPath(title: string): Promise<string> {
  const { body } = await callSite<{ _id: string; title: string }[]>(apiPaths.itemList("projects", { q: title, limit: 50 }));
  const project = body.find((each) => each.title === title);
  if (!project) throw new Error(`No demo project titled ${title}`);
  return `/projects/${project._id}`;
}

const figure = (page: Page, unit: string) =>
  page.getByRole("timer").locator(".life-timer__unit", { hasText: unit }).locator("dd").textContent();

describe("the life counter", () => {
  it("counts the time since a date of birth, second by second", async () => {
    const page = await session.newPage();
    await page.clock.install({ time: new Date(2026, 10, 23, 9, 15, 30) });
    await visit(page, await projectPath("Life Timer"));
    const birth = page.getByLabel("Date of birth", { exact: true });
    await birth.fill("1990-05-15");
    await page.getByRole("button", { name: "Start counting" }).click();
    await page.getByRole("timer").waitFor();
    expect(await figure(page, "Years")).toBe("36");
    expect(await figure(page, "Months")).toBe("6");
    expect(await figure(page, "Days")).toBe("8");
    // From here the clock moves only when the test says so, however slow the machine.
    await page.clock.pauseAt(new Date(2026, 10, 23, 9, 16, 0));
    const first = Number(await figure(page, "Seconds"));
    await page.clock.runFor(3000);
    await expect.poll(async () => Number(await figure(page, "Seconds"))).toBe(first + 3);
  });

  it("refuses a date in the future", async () => {
    const page = await session.newPage();
    await visit(page, await projectPath("Life Timer"));
    await page.getByLabel("Date of birth", { exact: true }).fill("2999-01-01");
    await page.getByLabel("Date of birth", { exact: true }).press("Enter");
    await page.getByRole("alert").filter({ hasText: "Your date of birth cannot be in the future." }).waitFor();
    expect(await page.getByRole("timer").count()).toBe(0);
  });
});

describe("the password generator", () => {
  it("makes a 27-character password with every class, by keyboard, and copies it", async () => {
    const page = await session.newPage();
    await visit(page, await projectPath("Password Generator App"));
    const copy = page.getByRole("button", { name: "Copy password" });
    await copy.click();
    await page.getByText("No password to copy!").waitFor();

    await page.getByRole("slider", { name: /Length/ }).focus();
    await page.keyboard.press("End");
    for (const name of ["Uppercase letters (A-Z)", "Numbers (0-9)", "Symbols (!@#$%&*)"]) {
      await page.getByRole("checkbox", { name }).focus();
      await page.keyboard.press("Space");
    }
    await page.getByRole("button", { name: "Generate password" }).focus();
    await page.keyboard.press("Enter");
    const password = await page.getByLabel("Generated password").inputValue();
    expect(password).toHaveLength(27);
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%&*])[a-zA-Z\d!@#$%&*]+$/);

    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    const notice = page.getByText("Password copied to clipboard!");
    await notice.waitFor();
    const shownAt = Date.now();
    await notice.waitFor({ state: "detached", timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });
});

describe("the QR code generator", () => {
  it("asks for text, draws the code after 'Generating...', and downloads qr-code.png", async () => {
    const page = await session.newPage();
    await visit(page, await projectPath("QR Code Generator"));
    await page.getByRole("button", { name: "Download PNG" }).click();
    await page.getByRole("alert").filter({ hasText: "Please generate a QR code first!" }).waitFor();
    await page.getByRole("button", { name: "Generate QR code" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter valid text or a URL!" }).waitFor();

    await page.getByLabel("Text or URL").fill("https://example.com/hello");
    await page.getByLabel("Error correction", { exact: true }).selectOption("H");
    await page.getByLabel(/Size in pixels/).fill("300");
    await page.getByRole("button", { name: "Generate QR code" }).click();
    const clicked = Date.now();
    await page.getByRole("status").filter({ hasText: "Generating..." }).waitFor();
    const image = page.getByRole("img", { name: "QR code for https://example.com/hello" });
    await image.waitFor({ timeout: 5000 });
    const waited = Date.now() - clicked;
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(4000);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(300);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("qr-code.png");
  });

  it("reports text too long for a QR code", async () => {
    const page = await session.newPage();
    await visit(page, await projectPath("QR Code Generator"));
    await page.getByLabel("Text or URL").fill("x".repeat(4000));
    await page.getByRole("button", { name: "Generate QR code" }).click();
    await page.getByRole("alert").filter({ hasText: "Error generating QR Code!" }).waitFor();
  });
});

describe("the expense tracker", () => {
  async function add(page: Page, text: string, amount: string, type: "Earning" | "Expense") {
    await page.getByLabel("Description").fill(text);
    await page.getByLabel("Amount in dollars").fill(amount);
    await page.getByRole("radio", { name: type }).check();
    await page.getByRole("button", { name: "Add transaction" }).click();
  }
  const total = (page: Page, name: string) =>
    page.locator(".expense-tracker__total", { hasText: name }).locator("dd").textContent();

  it("keeps the balance of an earning and an expense across a reload, and edits", async () => {
    const page = await session.newPage();
    const path = await projectPath("Expense Tracker");
    await visit(page, path);
    await page.getByRole("button", { name: "Add transaction" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid text!" }).waitFor();
    await page.getByLabel("Description").fill("Lunch");
    await page.getByLabel("Amount in dollars").fill("12.50");
    await page.getByRole("button", { name: "Add transaction" }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a valid amount!" }).waitFor();

    await add(page, "Salary", "500", "Earning");
    await add(page, "Rent", "120", "Expense");
    expect(await total(page, "Balance")).toBe("$380");
    expect(await total(page, "Earnings")).toBe("$500");
    expect(await total(page, "Expenses")).toBe("$120");

    await page.reload();
    await page.getByRole("button", { name: "Rent -$120" }).waitFor();
    expect(await total(page, "Balance")).toBe("$380");

    await page.getByRole("button", { name: "Rent -$120" }).click();
    await page.getByRole("button", { name: "Edit Rent" }).click();
    expect(await page.getByLabel("Description").inputValue()).toBe("Rent");
    expect(await page.getByLabel("Amount in dollars").inputValue()).toBe("120");
    expect(await total(page, "Balance")).toBe("$500");
  });
});

describe("the GitHub search", () => {
  const mona = {
    avatar_url: "https://avatars.githubusercontent.com/u/1?v=4",
    name: "Mona Lisa",
    login: "mona",
    html_url: "https://github.com/mona",
    bio: "Friend of the Octocat.",
    followers: 12345,
    following: 7,
    public_repos: 42,
  };
  // GitHub's API answers every origin, and exposes its rate-limit headers to scripts.
  const CORS = {
    "access-control-allow-origin": "*",
    "access-control-expose-headers": "x-ratelimit-remaining, x-ratelimit-reset, retry-after",
  };
  // A 1x1 PNG for the avatar: GitHub itself is out of reach in tests, and out of our control anyway.
  const PIXEL = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  it("goes from idle to loading to a profile, and tells an unknown user and a rate limit apart", async () => {
    const page = await session.newPage();
    // A gate made before the request: on a loaded machine the page can show "Searching GitHub..." before the
    // route handler has run, and a resolver assigned there would be set after the test released it.
    let releaseMona: () => void = () => {};
    const monaReleased = new Promise<void>((resolve) => (releaseMona = resolve));
    await page.route("https://avatars.githubusercontent.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
    );
    await page.route("https://api.github.com/users/**", async (route) => {
      const login = new URL(route.request().url()).pathname.split("/").pop();
      if (login === "mona") {
        await monaReleased;
        return route.fulfill({
          status: 200,
          contentType: "application/json",
          headers: CORS,
          body: JSON.stringify(mona),
        });
      }
      if (login === "busy") {
        const reset = String(Math.floor(Date.now() / 1000) + 15 * 60);
        return route.fulfill({
          status: 403,
          contentType: "application/json",
          headers: { ...CORS, "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset },
          body: '{"message":"API rate limit exceeded"}',
        });
      }
      return route.fulfill({
        status: 404,
        contentType: "application/json",
        headers: CORS,
        body: '{"message":"Not Found"}',
      });
    });
    await visit(page, await projectPath("GitHub User Data Fetcher"));
    await page.getByText("Type a username and press Search.").waitFor();

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Please enter a GitHub username." }).waitFor();

    await page.getByLabel("GitHub username").fill("mona");
    await page.getByLabel("GitHub username").press("Enter");
    await page.getByRole("status").filter({ hasText: "Searching GitHub..." }).waitFor();
    releaseMona();
    await page.getByRole("heading", { name: "Mona Lisa" }).waitFor();
    expect(await page.getByRole("link", { name: "@mona" }).getAttribute("href")).toBe("https://github.com/mona");
    await page.getByText("12,345").waitFor();
    await page.getByText("Friend of the Octocat.").waitFor();
    const avatar = page.getByRole("img", { name: "mona's avatar" });
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    await page.getByLabel("GitHub username").fill("no-such-user");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid Username! Please try again." }).waitFor();
    expect(await page.getByRole("heading", { name: "Mona Lisa" }).count()).toBe(0);

    await page.getByLabel("GitHub username").fill("busy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /limit has been reached\. Please try again in 1[45] minutes\./ })
      .waitFor();
  });
});

describe("the palette generator", () => {
  it("asks for a type, fills 50 tiles, copies a code, paints the page and resets", async () => {
    const page = await session.newPage();
    await visit(page, await projectPath("ColorPalette Pro"));
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const siteBackground = await bodyBackground();

    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Please - Select a color type" }).waitFor();

    await page.getByLabel("Color type").selectOption("hex");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const tiles = page.getByRole("list", { name: "Generated colours" }).getByRole("button");
    expect(await tiles.count()).toBe(50);
    const code = (await tiles.nth(3).textContent())!;
    expect(code).toMatch(/^#[0-9A-F]{6}$/);
    await tiles.nth(3).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page
      .getByRole("status")
      .filter({ hasText: `Copied ${code}` })
      .waitFor();
    expect(await bodyBackground()).toBe(siteBackground);

    await page.getByRole("checkbox", { name: "Apply to page" }).check();
    await tiles.nth(7).click();
    const painted = (await tiles.nth(7).textContent())!;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(painted.slice(at, at + 2), 16));
    await expect.poll(bodyBackground).toBe(`rgb(${r}, ${g}, ${b})`);

    await page.getByRole("button", { name: "Reset" }).click();
    await page.getByRole("status").filter({ hasText: "Reset successful!" }).waitFor();
    expect(await tiles.count()).toBe(0);
    expect(await bodyBackground()).toBe(siteBackground);
  });
});

describe("loading the tools", () => {
  const TOOL_CHUNK =
    /\/assets\/(life-timer|github-user-search|color-palette|qr-code-generator|expense-tracker|password-generator)-/;

  async function scriptsLoadedBy(page: Page, path: string, ready: () => Promise<unknown>): Promise<string[]> {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, path);
    await ready();
    return scripts;
  }

  it("keeps every tool's code off the pages that do not show it", async () => {
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ["/", (page) => page.getByRole("heading", { level: 1 }).first().waitFor()],
      ["/projects", (page) => page.locator(".project-card").first().waitFor()],
      [
        await projectPath("Weather CLI"),
        (page) => page.getByRole("heading", { name: "Weather CLI", level: 1 }).waitFor(),
      ],
    ];
    for (const [path, ready] of pages) {
      const page = await session.newPage();
      const scripts = await scriptsLoadedBy(page, path, () => ready(page));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => TOOL_CHUNK.test(url))).toEqual([]);
    }
  });

  it("loads only its own tool on a tool's project page", async () => {
    const page = await session.newPage();
    const scripts = await scriptsLoadedBy(page, await projectPath("QR Code Generator"), () =>
      page.getByLabel("Text or URL").waitFor(),
    );
    const tools = scripts.filter((url) => TOOL_CHUNK.test(url)).map((url) => TOOL_CHUNK.exec(url)![1]);
    expect(tools).toEqual(["qr-code-generator"]);
  });
});
