import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { callSite } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

async function projectPath(title: string): Promise<string> {
  const { body } = await callSite<{ _id: string; title: string }[]>("/api/projects");
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

describe("loading the tools", () => {
  const TOOL_CHUNK = /\/assets\/(life-timer|github-user-search|color-palette|qr-code-generator|expense-tracker|password-generator)-/;

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
      ["/projects", (page) => page.getByRole("link", { name: "Life Timer" }).waitFor()],
      [await projectPath("Weather CLI"), (page) => page.getByRole("heading", { name: "Weather CLI", level: 1 }).waitFor()],
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
