// The owner's desk (issue 22) in a real browser: a draft shared through its preview link and then scheduled, and a
// delete taken back from the toast and from the trash, comments and all.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { freshItem, removeItem, type TestItem } from "../tests/support/items";
import { member, owner } from "../tests/support/stack";
import { answerNextDialog, logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const made: TestItem[] = [];

afterAll(async () => {
  await Promise.all(made.map(removeItem));
});

const stamp = () => Date.now().toString(36);

/** A datetime-local value `seconds` from now in the browser's own zone, as the owner would type it. */
const browserTimeIn = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);

describe("the owner's desk", () => {
  it("writes a draft, sends its preview link to a guest, schedules it, and sees it appear", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/articles");
    const title = `Desk draft ${stamp()}`;

    await page.getByRole("button", { name: "Write a new article" }).click();
    const form = page.getByRole("form", { name: "New article" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Category", { exact: true }).selectOption("Technology");
    await form.getByLabel("First paragraph", { exact: true }).fill("Written in the owner's desk test, not public yet.");
    const cover = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#3a7bd5" } }).jpeg().toBuffer();
    await form.getByLabel("Main image", { exact: true }).setInputFiles({ name: "main.jpg", mimeType: "image/jpeg", buffer: cover });
    await form.getByRole("button", { name: "Save draft" }).click();
    await form.waitFor({ state: "detached", timeout: 30_000 });

    // The owner's list shows it, badged; the page says whose eyes it is for.
    const card = page.getByRole("link", { name: title, exact: true });
    await card.waitFor();
    await page.locator(".unpublished-card", { has: card }).getByText("Draft", { exact: true }).waitFor();
    await card.click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page.getByText("Draft: only you can see this page.").waitFor();
    const address = new URL(page.url()).pathname;

    await page.getByRole("button", { name: "Share a preview link" }).click();
    const link = await page.getByLabel("Preview link").inputValue();
    expect(link).toMatch(new RegExp(`${address}\\?preview=[A-Za-z0-9_-]{43}$`));

    // Someone without an account opens the link: the page, marked as a preview, kept out of search engines.
    const guest = await session.newPage();
    await visit(guest, link);
    await guest.getByRole("heading", { name: title, level: 1 }).waitFor();
    await guest.getByRole("note", { name: "Preview" }).waitFor();
    expect(await guest.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    // Without the link, it is unknown.
    await guest.goto(address);
    await guest.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();

    // Scheduled a few seconds ahead, in the owner's zone, which the form shows.
    await page.getByRole("button", { name: "Edit article" }).click();
    const edit = page.getByRole("dialog", { name: "Edit article" });
    await edit.getByRole("button", { name: "Schedule…" }).click();
    const when = edit.getByLabel(/Publish on \(.+\)/);
    await when.fill(await browserTimeIn(page, 6));
    await edit.getByRole("button", { name: "Schedule", exact: true }).click();
    // Asked once, with the time in the owner's zone (issue 31).
    await page.getByRole("alertdialog").getByRole("button", { name: "Schedule", exact: true }).click();
    await edit.waitFor({ state: "detached", timeout: 30_000 });
    await page.getByText(/^Scheduled for .+: only you can see this page until then\.$/).waitFor();

    // It becomes public at its time, with nobody acting.
    await expect
      .poll(
        async () => {
          await visit(guest, address);
          return guest.getByRole("heading", { name: title, level: 1 }).isVisible();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(true);
    expect(await guest.getByRole("note").count()).toBe(0);
    expect(await guest.locator('meta[name="robots"]').count()).toBe(0);
  }, 120_000);

  it("deletes an item to the trash and takes it back with its comments, from the toast and from the Trash view", async () => {
    const item = await freshItem("blogs");
    made.push(item);
    const comment = `Still here after the trash ${stamp()}`;
    const batch = item.ref.firestore.batch();
    batch.set(item.ref.collection("comments").doc(), { username: member.username, profileImage: "", text: comment, createdAt: FieldValue.serverTimestamp() });
    batch.update(item.ref, { commentCount: 1 });
    await batch.commit();
    const title = String((await item.ref.get()).get("title"));

    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, `/blogs/${item.id}`);
    await page.getByText(comment).waitFor();
    const question = answerNextDialog(page);
    await page.getByRole("button", { name: "Delete blog" }).click();
    expect(await question).toBe("Are you sure you want to delete this blog?");
    await page.waitForURL((url) => url.pathname === "/blogs");
    await page.getByText("The blog was moved to the trash.").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("The blog is back, public again.").waitFor();

    const guest = await session.newPage();
    await visit(guest, `/blogs/${item.id}`);
    await guest.getByText(comment).waitFor();

    // Deleted again, then restored from the list's Trash.
    await visit(page, `/blogs/${item.id}`);
    const again = answerNextDialog(page);
    await page.getByRole("button", { name: "Delete blog" }).click();
    await again;
    await page.waitForURL((url) => url.pathname === "/blogs");
    await page.getByRole("group", { name: "Show blogs by state" }).getByRole("button", { name: "Trash" }).click();
    const trashed = page.locator(".unpublished-card", { has: page.getByRole("link", { name: title, exact: true }) });
    await trashed.getByText("In the trash").waitFor();
    await trashed.getByRole("button", { name: "Restore" }).click();
    await trashed.waitFor({ state: "detached" });

    await visit(guest, `/blogs/${item.id}`);
    await guest.getByRole("heading", { name: title, level: 1 }).waitFor();
    await guest.getByText(comment).waitFor();
  }, 90_000);

  it("keeps the text of an article through a closed tab, and asks before leaving with changes not saved", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    await visit(page, "/articles");
    const title = `Kept text ${stamp()}`;
    const paragraph = "Typed, then the tab was closed before saving.";
    await page.getByRole("button", { name: "Write a new article" }).click();
    const form = page.getByRole("form", { name: "New article" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("First paragraph", { exact: true }).fill(paragraph);

    // Another page of the site: the owner is asked first, and staying keeps the form.
    const question = answerNextDialog(page, false);
    await page.getByRole("link", { name: "Blogs" }).first().click();
    expect(await question).toBe("You have changes that are not saved. Leave anyway?");
    expect(new URL(page.url()).pathname).toBe("/articles");

    // The tab closes (a crash would do the same); a new one offers the text back.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await visit(again, "/articles");
    await again.getByRole("button", { name: "Write a new article" }).click();
    const reopened = again.getByRole("form", { name: "New article" });
    await reopened.getByText(/^Text you typed on .+ was not saved\./).waitFor();
    expect(await reopened.getByLabel("Title", { exact: true }).inputValue()).toBe("");
    await reopened.getByRole("button", { name: "Restore the text" }).click();
    expect(await reopened.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(await reopened.getByLabel("First paragraph", { exact: true }).inputValue()).toBe(paragraph);

    // Discarded, it is gone for good.
    await reopened.getByLabel("Title", { exact: true }).fill("");
    await reopened.getByLabel("First paragraph", { exact: true }).fill("");
    await visit(again, "/articles");
    await again.getByRole("button", { name: "Write a new article" }).click();
    await again.getByRole("form", { name: "New article" }).waitFor();
    expect(await again.getByRole("button", { name: "Restore the text" }).count()).toBe(0);
  }, 90_000);
});
