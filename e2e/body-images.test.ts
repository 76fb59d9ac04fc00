// An image in a long-form body in a real browser (issue 35, docs/long-form.md): the owner adds one through the
// editor's toolbar, describes it, sees it in the preview, saves, and readers see it on the page, resized. A new item
// has no folder for images yet, and the editor says so. Screenshots at 390 and 1280 px go to $BODY_IMAGE_SHOTS when set.
import { join } from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { TINY_PNG } from "../tests/support/images";
import { callSite, owner, sessionCookieFor } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const title = `Body image ${Date.now().toString(36)}`;
let ownerCookie = "";
let madeId = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, category: "Technology", firstParagraph: "A post that gets a picture.", status: "published" })) {
    form.append(name, value);
  }
  form.append("mainImg", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "main.png");
  const answer = await callSite<{ _id: string }>(apiPaths.items("articles"), { method: "POST", body: form, cookie: ownerCookie });
  expect(answer.status).toBe(201);
  madeId = answer.body._id;
});

afterAll(async () => {
  if (!madeId) return;
  // Into the trash, then out of it for good, with its files.
  await callSite(apiPaths.item("articles", madeId), { method: "DELETE", cookie: ownerCookie });
  await callSite(apiPaths.item("articles", madeId), { method: "DELETE", cookie: ownerCookie });
});

async function shoot(page: Page, name: string) {
  const folder = process.env.BODY_IMAGE_SHOTS;
  if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

describe("an image in a long-form body", () => {
  it("is added through the toolbar with its description, previewed, saved and shown on the page", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, `/articles/${madeId}`);
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();

    await page.getByRole("button", { name: "Edit article" }).click();
    const edit = page.getByRole("dialog", { name: "Edit article" });
    await edit.locator("summary", { hasText: "Long-form body" }).click();
    const body = edit.getByLabel("Body", { exact: true });
    await body.fill("Before the picture.\n\nAfter the picture.");
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(19, 19));

    const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: "#2b6cb0" } }).jpeg().toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await edit.getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
    const description = edit.getByLabel("Image description");
    await description.waitFor();
    // Asked for before anything is uploaded: an image without a description is refused.
    await edit.getByRole("button", { name: "Add image" }).click();
    await edit.getByRole("alert").filter({ hasText: "Every image in the body needs a description (alt text)." }).waitFor();
    await shoot(page, "body-image-adder-1280");
    await description.fill("A blue test card");
    await edit.getByRole("button", { name: "Add image" }).click();
    await expect.poll(() => body.inputValue(), { timeout: 60_000 }).toMatch(/^Before the picture\.\n\n!\[A blue test card\]\(http[^)\s]+\)\n\nAfter the picture\.$/);
    await edit.getByRole("region", { name: "Preview of the body" }).locator('img[alt="A blue test card"]').waitFor({ timeout: 30_000 });

    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached", timeout: 60_000 });
    const shown = page.locator('.writing-detail__body img[alt="A blue test card"]');
    await shown.scrollIntoViewIfNeeded();
    // Loaded, and resized on upload: 1280 pixels wide, not the 2400 sent.
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 30_000 }).toBe(1280);
    // Its room is kept before it loads: the page's HTML gives its size.
    expect([await shown.getAttribute("width"), await shown.getAttribute("height")]).toEqual(["1280", "720"]);
    await shoot(page, "body-image-page-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shown.scrollIntoViewIfNeeded();
    const width = await shown.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await shoot(page, "body-image-page-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 180_000);

  it("asks for the draft to be saved once before a new item can have images", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/articles");
    await page.getByRole("button", { name: "Write a new article" }).click();
    const form = page.getByRole("form", { name: "New article" });
    await form.locator("summary", { hasText: "Long-form body" }).click();
    await form.getByRole("button", { name: "Image", exact: true }).click();
    await form.getByRole("status").filter({ hasText: "Save the draft once to add images." }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "body-image-new-390");
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
