// The long-form body and its history in a real browser (issue 35): the owner writes a post with a heading, a list, a
// table and code in two languages in the Markdown editor (its toolbar and its live preview), sees it on the page
// in both themes, coloured at save, edits it twice (adding an image from the toolbar), compares two revisions and
// restores the first.
// Screenshots of the page at 390 and 1280 px in both themes go to $LONG_FORM_SHOTS when it is set.
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { callSite, owner, sessionCookieFor } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const stamp = Date.now().toString(36);
const title = `Long form ${stamp}`;
let madeId = "";

const BODY = [
  "# Setting up",
  "",
  "Install it and run it:",
  "",
  "- clone the repository",
  "- run the tests",
  "",
  "| Step | Time |",
  "| ---- | ---- |",
  "| Build | 40 s |",
  "",
  "```ts",
  "const answer: number = 42;",
  "```",
  "",
  "```python",
  "def answer():",
  "    return 42",
  "```",
  "",
].join("\n");

afterAll(async () => {
  if (!madeId) return;
  const cookie = await sessionCookieFor(owner.email, owner.password);
  // Into the trash, then out of it for good.
  await callSite(apiPaths.item("blogs", madeId), { method: "DELETE", cookie });
  await callSite(apiPaths.item("blogs", madeId), { method: "DELETE", cookie });
});

const confirmPublish = (page: Page) => page.getByRole("alertdialog").getByRole("button", { name: "Publish", exact: true }).click();

/** The colour a token of the TypeScript block is drawn in. */
const keywordColour = (page: Page) =>
  page.locator('.writing-detail__body pre[data-language="ts"] span[style] >> nth=0').evaluate((element) => getComputedStyle(element).color);

async function shoot(page: Page, name: string) {
  const folder = process.env.LONG_FORM_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((chosen) => document.documentElement.setAttribute("data-theme", chosen), theme);
}

async function openEditor(page: Page) {
  await page.getByRole("button", { name: "Edit blog" }).click();
  return page.getByRole("dialog", { name: "Edit blog" });
}

describe("a long-form post", () => {
  it("is written in the Markdown editor, shown coloured in both themes, edited twice, compared and restored", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/blogs");

    await page.getByRole("button", { name: "Write a new blog" }).click();
    const form = page.getByRole("form", { name: "New blog" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Category", { exact: true }).selectOption("Technology");
    await form.getByLabel("First paragraph", { exact: true }).fill("The lede, as SPEC has it.");
    const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#3366cc" } }).png().toBuffer();
    await form.getByLabel("Main image", { exact: true }).setInputFiles({ name: "main.png", mimeType: "image/png", buffer: image });

    await form.locator("summary", { hasText: "Long-form body" }).click();
    const body = form.getByLabel("Body", { exact: true });
    await body.fill(BODY);
    // The toolbar wraps the selection: a bold word at the end.
    await body.press("End");
    await body.pressSequentially("Done.");
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length - 5, element.value.length - 1));
    await form.getByRole("button", { name: "Bold" }).click();
    await expect.poll(() => body.inputValue()).toContain("**Done**.");
    // The live preview is the server's render: coloured code and all.
    const preview = form.getByRole("region", { name: "Preview of the body" });
    await preview.locator('pre.shiki[data-language="python"]').waitFor({ timeout: 30_000 });
    await preview.locator("strong", { hasText: "Done" }).waitFor();

    await form.getByRole("button", { name: "Publish…" }).click();
    await confirmPublish(page);
    await form.waitFor({ state: "detached", timeout: 60_000 });

    await page.getByRole("link", { name: title, exact: true }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    madeId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const article = page.locator(".writing-detail__body");
    await article.getByRole("heading", { name: /Setting up/, level: 2 }).waitFor();
    expect(await article.locator("h2").getAttribute("id")).toBe("setting-up");
    expect(await article.getByRole("listitem").allTextContents()).toEqual(["clone the repository", "run the tests"]);
    expect(await article.getByRole("cell").allTextContents()).toEqual(["Build", "40 s"]);
    await article.locator('pre.shiki[data-language="ts"]').waitFor();
    await article.locator('pre.shiki[data-language="python"]').waitFor();
    await page.getByText(/· 1 min read/).waitFor();

    // Both themes from the one HTML: the token's colour follows the theme, with no script of Shiki's on the page.
    await setTheme(page, "light");
    const light = await keywordColour(page);
    await shoot(page, "long-form-1280-light");
    await setTheme(page, "dark");
    const dark = await keywordColour(page);
    await shoot(page, "long-form-1280-dark");
    expect(light).not.toBe(dark);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "long-form-390-dark");
    await setTheme(page, "light");
    await shoot(page, "long-form-390-light");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Two edits: the body, then the title.
    let edit = await openEditor(page);
    const editedBody = edit.getByLabel("Body", { exact: true });
    await editedBody.fill(`${BODY}\nA second thought.\n`);
    // And an image at the end, from the toolbar, with its description: uploaded, resized and linked in the Markdown.
    await editedBody.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(element.value.length, element.value.length));
    const diagram = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f855a" } }).png().toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await edit.getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({ name: "diagram.png", mimeType: "image/png", buffer: diagram });
    await edit.getByLabel("Image description").fill("A diagram of the build");
    await edit.getByRole("button", { name: "Add image" }).click();
    await expect.poll(() => editedBody.inputValue(), { timeout: 60_000 }).toMatch(/!\[A diagram of the build\]\(http[^)\s]+\)\n*$/);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached", timeout: 60_000 });
    await page.locator(".writing-detail__body").getByText("A second thought.").waitFor();
    const shown = page.locator('.writing-detail__body img[alt="A diagram of the build"]');
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 30_000 }).toBe(1280);

    edit = await openEditor(page);
    await edit.getByLabel("Title", { exact: true }).fill(`${title} renamed`);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached", timeout: 60_000 });
    await page.getByRole("heading", { name: `${title} renamed`, level: 1 }).waitFor();

    // The history: three saves, newest first; the first and the second compared; the first restored.
    edit = await openEditor(page);
    await edit.locator("summary", { hasText: "History" }).click();
    const revisions = edit.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await expect.poll(() => revisions.count(), { timeout: 15_000 }).toBe(3);
    expect(await revisions.nth(0).textContent()).toContain("Changed: Title");
    expect(await revisions.nth(1).textContent()).toContain("Changed: Body");
    await revisions.nth(1).getByRole("checkbox").check();
    await revisions.nth(2).getByRole("checkbox").check();
    const bodyChanges = edit.getByRole("region", { name: "Changes to body" });
    await bodyChanges.locator("ins", { hasText: "A second thought." }).waitFor();
    await shoot(page, "long-form-history-1280");

    await revisions.nth(2).getByRole("button", { name: "Restore" }).click();
    await edit.waitFor({ state: "detached", timeout: 60_000 });
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await expect.poll(() => page.locator(".writing-detail__body").getByText("A second thought.").count()).toBe(0);

    edit = await openEditor(page);
    await edit.locator("summary", { hasText: "History" }).click();
    // The history is asked for again as the editor opens; on a busy machine that answer takes a while.
    await expect.poll(() => revisions.count(), { timeout: 15_000 }).toBe(4);
    expect(await revisions.nth(0).textContent()).toContain("(a restore)");
  }, 240_000);
});
