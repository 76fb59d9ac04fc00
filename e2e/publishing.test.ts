import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { callSite, member, owner } from "../tests/support/stack";
import { answerNextDialog, logIn, useBrowser, visit } from "./browser";

const session = useBrowser();

/** A photo-sized JPEG of noise (so it does not compress to nothing), as a camera would produce. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A real, playable WebM recorded by the browser itself from a canvas: no video file ships with the tests. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = `hsl(${frame * 24}, 80%, 50%)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Slows uploads down to a phone's pace, so the progress bar is there long enough to be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  // Lifted by zero limits, not by -1: -1 ends the emulation, and Chromium then reads the machine's own network, which in
  // a network namespace with only loopback is "offline" (navigator.onLine false), and React Query holds every later
  // mutation until the browser is back online.
  return () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
}

const stamp = () => Date.now().toString(36);

/** Publishing asks once (issue 31): the owner's answer to that question. */
const confirmPublish = (page: Page) => page.getByRole("alertdialog").getByRole("button", { name: "Publish", exact: true }).click();

describe("the owner publishes", () => {
  it("creates a project with images in the modal, seeing the upload progress, then edits and deletes it", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/projects");
    const title = `Owner project ${stamp()}`;

    await page.getByRole("button", { name: "New project" }).click();
    const dialog = page.getByRole("dialog", { name: "New project" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Short description", { exact: true }).fill("Made in a browser test.");
    await dialog.getByLabel("Description", { exact: true }).fill("Has (bold) text and =https://example.com<a link>.");
    // The live preview draws the markup the way the page will.
    await dialog.getByRole("region", { name: "Preview of description" }).locator("strong", { hasText: "bold" }).waitFor();
    await dialog.getByRole("region", { name: "Preview of description" }).getByRole("link", { name: "a link" }).waitFor();
    await dialog.getByLabel("Technologies", { exact: true }).fill("Playwright, Vitest");
    await dialog.getByLabel("Header image", { exact: true }).setInputFiles({ name: "header.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 900) });
    await dialog.getByLabel("Screenshot 1", { exact: true }).setInputFiles({ name: "shot.jpg", mimeType: "image/jpeg", buffer: await photo(800, 600) });

    const unthrottle = await throttleUploads(page, 400 * 1024);
    await dialog.getByRole("button", { name: "Publish…" }).click();
    await confirmPublish(page);
    const progress = dialog.getByRole("progressbar", { name: "Upload progress" });
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute("value"))).toBeGreaterThan(0);
    await dialog.waitFor({ state: "detached", timeout: 30_000 });
    await unthrottle();

    // The new project is first in the list, with its image in responsive copies.
    await expect.poll(() => page.locator(".project-card__title").first().textContent()).toBe(title);
    const cardImage = page.locator(".project-card").first().locator("img");
    expect(await cardImage.getAttribute("srcset")).toMatch(/480w.*1280w/);

    // Edit: the form is filled from the project; only the title changes.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit project" });
    expect(await editDialog.getByLabel("Technologies", { exact: true }).inputValue()).toBe("Playwright, Vitest");
    await editDialog.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
    await editDialog.getByRole("button", { name: "Save changes" }).click();
    await editDialog.waitFor({ state: "detached" });
    await page.getByRole("link", { name: `${title} (edited)` }).waitFor();
    expect(await page.locator(".project-card").first().locator("img").getAttribute("src")).toBe(await cardImage.getAttribute("src"));

    // Delete, through the spec's confirm.
    const question = answerNextDialog(page);
    await page.getByRole("button", { name: `Delete ${title} (edited)` }).click();
    expect(await question).toBe("Are you sure you want to delete this project?");
    await page.getByRole("link", { name: `${title} (edited)` }).waitFor({ state: "detached" });
    const projects = await callSite<{ title: string }[]>(apiPaths.itemList("projects", { q: title }));
    expect(projects.body.some((project) => project.title.startsWith(title))).toBe(false);
    // A throttled upload, and the publish question with its counts, on two cores shared with the stack.
  }, 120_000);

  it("a save made offline fails at once and says so, and the same form sends it once back online", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/projects");
    const title = `Offline project ${stamp()}`;
    await page.getByRole("button", { name: "New project" }).click();
    const dialog = page.getByRole("dialog", { name: "New project" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Short description", { exact: true }).fill("Sent twice.");
    await dialog.getByLabel("Description", { exact: true }).fill("The first try has no network.");
    await dialog.getByLabel("Header image", { exact: true }).setInputFiles({ name: "header.jpg", mimeType: "image/jpeg", buffer: await photo(800, 450) });

    // The network goes while the publish question is open. Before, React Query held the save, unsent, at
    // "Uploading... 0%" with its buttons busy for good.
    await dialog.getByRole("button", { name: "Publish…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Publish", exact: true }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    // A phone that loses its network hears "offline" from the system; CDP's emulation changes navigator.onLine only.
    await page.evaluate(() => window.dispatchEvent(new Event("offline")));
    const alerted = answerNextDialog(page);
    await confirmPublish(page);
    expect(await alerted).toBe("Error creating project");
    await dialog.getByText("The server could not be reached. Please try again.").waitFor();
    expect(await dialog.getByRole("progressbar", { name: "Upload progress" }).count()).toBe(0);
    expect(await dialog.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    const unsent = await callSite<{ title: string }[]>(apiPaths.itemList("projects", { q: title }));
    expect(unsent.body.filter((project) => project.title === title)).toHaveLength(0);

    // Back online (zero limits, see throttleUploads): the same form, sent again, publishes the project once.
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await dialog.getByRole("button", { name: "Publish…" }).click();
    await confirmPublish(page);
    await dialog.waitFor({ state: "detached", timeout: 30_000 });
    const sent = await callSite<{ title: string }[]>(apiPaths.itemList("projects", { q: title }));
    expect(sent.body.filter((project) => project.title === title)).toHaveLength(1);
  }, 90_000);

  it("writes an article with an image and a video, shown on its page", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    const video = await recordWebm(page);
    await visit(page, "/articles");
    const title = `Owner article ${stamp()}`;

    await page.getByRole("button", { name: "Write a new article" }).click();
    const form = page.getByRole("form", { name: "New article" });
    // The spec's messages come first, before anything is sent.
    await form.getByRole("button", { name: "Publish…" }).click();
    await form.getByText("Title and First Paragraph are required.").first().waitFor();
    // A refused form asks nothing.
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await form.getByText("The blog image is required.").first().waitFor();

    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Category", { exact: true }).selectOption("Technology");
    await form.getByLabel("First paragraph", { exact: true }).fill("An article with a video, from a browser test.");
    await form.getByLabel("Main image", { exact: true }).setInputFiles({ name: "main.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 675) });
    await form.getByLabel("Video", { exact: true }).setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: video });
    await form.getByRole("button", { name: "Publish…" }).click();
    await confirmPublish(page);
    await form.waitFor({ state: "detached", timeout: 30_000 });

    await page.getByRole("link", { name: title, exact: true }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    const player = page.locator("video.writing-detail__video");
    expect(await player.getAttribute("preload")).toBe("metadata");
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);

    const question = answerNextDialog(page);
    await page.getByRole("button", { name: "Delete article" }).click();
    expect(await question).toBe("Are you sure you want to delete this article?");
    await page.waitForURL((url) => url.pathname === "/articles");
    await page.getByRole("link", { name: title, exact: true }).waitFor({ state: "detached" });
  });

  it("posts a random post whose video plays as <video>", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    const video = await recordWebm(page);
    await visit(page, "/random-posts");
    const title = `Owner clip ${stamp()}`;

    await page.getByRole("button", { name: "New post" }).click();
    const form = page.getByRole("form", { name: "New post" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Description", { exact: true }).fill("Filmed (in a test).");
    await form.getByLabel("Image or video", { exact: true }).setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer: video });
    await form.getByRole("button", { name: "Publish…" }).click();
    await confirmPublish(page);
    await form.waitFor({ state: "detached", timeout: 30_000 });

    await page.getByRole("link", { name: title, exact: true }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    const player = page.locator(".short-post-detail__media video");
    expect(await player.getAttribute("controls")).not.toBeNull();
    expect(await player.getAttribute("preload")).toBe("metadata");
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    expect(await player.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);

    const question = answerNextDialog(page);
    await page.getByRole("button", { name: "Delete post" }).click();
    expect(await question).toBe("Are you sure you want to delete this post?");
    await page.waitForURL((url) => url.pathname === "/random-posts");
  });
});

describe("a member", () => {
  it("sees no owner control, and is told they may not create a post", async () => {
    const page = await session.newPage();
    await logIn(page, member.email, member.password);

    await visit(page, "/projects");
    await page.locator(".project-card").first().waitFor();
    expect(await page.getByRole("button", { name: "New project" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^(Edit|Delete) / }).count()).toBe(0);

    await visit(page, "/articles");
    await page.locator(".writing-card").first().waitFor();
    expect(await page.getByRole("button", { name: "Write a new article" }).count()).toBe(0);
    await page.locator(".writing-card__title a").first().click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("button", { name: /^(Edit|Delete) article$/ }).count()).toBe(0);

    await visit(page, "/did-you-know");
    const alert = answerNextDialog(page);
    await page.getByRole("button", { name: "New post" }).click();
    expect(await alert).toBe("You are not authorized to create a post.");
    expect(await page.getByRole("form", { name: "New post" }).count()).toBe(0);
  });
});
