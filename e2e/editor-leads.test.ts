// An editor that leads (issue 32) in Chromium, on a phone and a laptop: a draft is published or scheduled from its
// own page's banner, through the editor's one question; the schedule picker opens where the owner sees it; the long
// form is in folds, and a refused save opens the fold of the refused field and focuses it.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import type { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { ITEM_KINDS } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { freshItem, type TestItem } from "../tests/support/items";
import { adminDb, callSite, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const tag = randomBytes(4).toString("hex");
const made: TestItem[] = [];

afterAll(async () => {
  for (const item of made) {
    await adminDb.recursiveDelete(item.ref);
    await adminDb.collection("announcements").doc(`articles_${item.id}`).delete();
  }
}, 60_000);

/** A draft article of the test's own (a copy of a seeded one), with its title. */
async function draftArticle(title: string): Promise<TestItem> {
  const item = await freshItem("articles");
  made.push(item);
  await item.ref.update({ status: "draft", title });
  return item;
}

const guestStatus = async (id: string) => (await callSite(apiPaths.item("articles", id))).status;
const toast = (page: Page, text: string) => page.locator(".Toastify__toast", { hasText: text }).first();
/** One fold of a form, by its summary. */
const fold = (form: Locator, title: string) => form.locator("details").filter({ has: form.page().locator("summary", { hasText: title }) });
const isOpen = (details: Locator) => details.evaluate((element: HTMLDetailsElement) => element.open);
const hasFocus = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/**
 * Whether the whole of `element` comes on screen, and inside `within` (a modal that scrolls) when given. Polled: the
 * page scrolls smoothly (global.css), so the picker reaches its place a moment after the click.
 */
async function expectInView(page: Page, element: Locator, within?: Locator) {
  const viewport = page.viewportSize()!;
  const placement = async () => {
    const box = await element.boundingBox();
    const frame = within ? await within.boundingBox() : { x: 0, y: 0, width: viewport.width, height: viewport.height };
    if (!box || !frame) return null;
    const top = Math.max(0, frame.y);
    const bottom = Math.min(viewport.height, frame.y + frame.height);
    return { top: box.y >= top - 1, bottom: box.y + box.height <= bottom + 1 };
  };
  await expect.poll(placement, { timeout: 5_000 }).toEqual({ top: true, bottom: true });
}

/** Tomorrow at 09:00 in the browser's zone: as typed, as the question writes it, and as stored. */
async function tomorrowAtNine(page: Page) {
  return page.evaluate(() => {
    const at = new Date();
    at.setDate(at.getDate() + 1);
    at.setHours(9, 0, 0, 0);
    const pad = (value: number) => String(value).padStart(2, "0");
    const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][at.getMonth()];
    const year = at.getFullYear() === new Date().getFullYear() ? "" : ` ${at.getFullYear()}`;
    return { input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00:00`, shown: `${at.getDate()} ${month}${year}, 09:00`, iso: at.toISOString() };
  });
}

for (const width of [390, 1280]) {
  describe(`at ${width} px`, () => {
    const ownerPage = async () => {
      const page = await session.newPage({ width, height: width < 600 ? 844 : 900 });
      await logIn(page, owner.email, owner.password);
      return page;
    };

    it("publishes a draft from its banner once the question is answered", async () => {
      const title = `Banner ${tag} ${width} published`;
      const draft = await draftArticle(title);
      const page = await ownerPage();
      await visit(page, `${ITEM_KINDS.articles.pagePath}/${draft.id}`);
      // Saved elsewhere (another tab) after this page loaded: publishing from the banner must not bring the old text back.
      const editedElsewhere = `Rewritten in another tab ${tag}.`;
      await draft.ref.update({ firstParagraph: editedElsewhere });
      const banner = page.getByRole("note", { name: "Not public" });
      await banner.getByRole("button", { name: "Publish…", exact: true }).click();
      const question = page.getByRole("alertdialog", { name: `Publish “${title}” now?` });
      await question.getByText("It becomes public now").waitFor();
      expect(await guestStatus(draft.id)).toBe(404);
      await question.getByRole("button", { name: "Publish", exact: true }).click();
      await toast(page, "Published").waitFor({ timeout: 30_000 });
      await banner.waitFor({ state: "detached" });
      expect(await guestStatus(draft.id)).toBe(200);
      expect((await draft.ref.get()).get("firstParagraph")).toBe(editedElsewhere);
    }, 90_000);

    it("schedules a draft from its banner with the picker in view, then unschedules it", async () => {
      const title = `Banner ${tag} ${width} scheduled`;
      const draft = await draftArticle(title);
      const page = await ownerPage();
      await visit(page, `${ITEM_KINDS.articles.pagePath}/${draft.id}`);
      const banner = page.getByRole("note", { name: "Not public" });
      await banner.getByRole("button", { name: "Schedule…", exact: true }).click();
      const picker = banner.getByRole("group", { name: "Schedule" });
      await expectInView(page, picker);
      const when = await tomorrowAtNine(page);
      await picker.getByLabel(/Publish on \(.+\)/).fill(when.input);
      await picker.getByRole("button", { name: "Schedule", exact: true }).click();
      const question = page.getByRole("alertdialog");
      await question.getByRole("heading", { name: `Schedule “${title}” for ${when.shown}?` }).waitFor();
      await question.getByRole("button", { name: "Schedule", exact: true }).click();
      await toast(page, `Scheduled for ${when.shown}`).waitFor({ timeout: 30_000 });
      const scheduled = await draft.ref.get();
      expect(scheduled.get("status")).toBe("published");
      expect((scheduled.get("publishAt") as Timestamp).toDate().toISOString()).toBe(when.iso);
      expect(await guestStatus(draft.id)).toBe(404);

      // A scheduled item's banner offers the other time, now, or back to a draft.
      await banner.getByText(/^Scheduled for .+: only you can see this page until then\.$/).waitFor();
      await banner.getByRole("button", { name: "Reschedule…", exact: true }).waitFor();
      await banner.getByRole("button", { name: "Publish now…", exact: true }).waitFor();
      await banner.getByRole("button", { name: "Unschedule", exact: true }).click();
      await toast(page, "Unscheduled: it is a draft now").waitFor({ timeout: 30_000 });
      await banner.getByText("Draft: only you can see this page.").waitFor();
      expect((await draft.ref.get()).get("status")).toBe("draft");
    }, 90_000);

    it("opens the editor's schedule picker in view, in the edit dialog and on the new-article form", async () => {
      const draft = await draftArticle(`Banner ${tag} ${width} edited`);
      const page = await ownerPage();
      await visit(page, `${ITEM_KINDS.articles.pagePath}/${draft.id}`);
      await page.getByRole("button", { name: "Edit article" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit article" });
      // The owner scrolls down to the buttons, which end the dialog, and opens the picker there.
      await dialog.getByRole("button", { name: "Schedule…", exact: true }).waitFor();
      await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await dialog.getByRole("button", { name: "Schedule…", exact: true }).click();
      const picker = dialog.getByRole("group", { name: "Schedule" });
      await expectInView(page, picker, dialog);
      expect(await hasFocus(picker.getByLabel(/Publish on \(.+\)/))).toBe(true);

      await visit(page, ITEM_KINDS.articles.pagePath);
      await page.getByRole("button", { name: "Write a new article" }).click();
      const form = page.getByRole("form", { name: "New article" });
      const schedule = form.getByRole("button", { name: "Schedule…", exact: true });
      await schedule.evaluate((element) => element.scrollIntoView({ block: "end" }));
      await schedule.click();
      await expectInView(page, form.getByRole("group", { name: "Schedule" }));
    }, 90_000);

    it("folds the long form, and a refused save opens the fold of the refused field and focuses it", async () => {
      const page = await ownerPage();
      await visit(page, "/articles");
      await page.getByRole("button", { name: "Write a new article" }).click();
      const form = page.getByRole("form", { name: "New article" });
      await form.waitFor();
      // Required fields open, optional ones folded.
      const first = fold(form, "Text and main image");
      expect(await isOpen(first)).toBe(true);
      expect(await isOpen(fold(form, "More paragraphs"))).toBe(false);
      expect(await isOpen(fold(form, "More images and video"))).toBe(false);
      expect(await form.getByLabel("Second paragraph", { exact: true }).isVisible()).toBe(false);
      const height = (await form.boundingBox())!.height;
      console.log(`The new-article form at ${width} px: ${Math.round(height)} px tall`);
      // It was 1,661 px at 1280 and 2,027 px at 390 before the folds.
      expect(height).toBeLessThan(width < 600 ? 1_500 : 1_200);

      // A fold opened by hand shows its fields; folded by hand, it stays so until a save is refused.
      await first.locator("summary").click();
      expect(await form.getByLabel("Title", { exact: true }).isVisible()).toBe(false);
      await form.getByRole("button", { name: "Save draft", exact: true }).click();
      await form.getByText("Title and First Paragraph are required.").first().waitFor();
      expect(await isOpen(first)).toBe(true);
      await expect.poll(() => hasFocus(form.getByLabel("Title", { exact: true }))).toBe(true);

      // A value in a folded optional fold: a project's GitHub link, refused by the form's own check.
      await visit(page, "/projects");
      await page.getByRole("button", { name: "New project" }).click();
      const dialog = page.getByRole("dialog", { name: "New project" });
      await dialog.getByLabel("Title", { exact: true }).fill(`Folds ${tag}`);
      await dialog.getByLabel("Short description", { exact: true }).fill("Made by the folds test.");
      const links = fold(dialog, "Features, link and code");
      expect(await isOpen(links)).toBe(false);
      await links.locator("summary").click();
      await dialog.getByLabel("GitHub link", { exact: true }).fill("not a link");
      await links.locator("summary").click();
      expect(await isOpen(links)).toBe(false);
      await dialog.getByRole("button", { name: "Save draft", exact: true }).click();
      await dialog.getByText("GitHub link must be an http(s) URL.").first().waitFor();
      expect(await isOpen(links)).toBe(true);
      await expect.poll(() => hasFocus(dialog.getByLabel("GitHub link", { exact: true }))).toBe(true);
    }, 90_000);
  });
}
