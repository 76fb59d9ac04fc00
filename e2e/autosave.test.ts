// The editor's autosave in a real browser (issue 35, docs/long-form.md "Autosave"): what the owner types is kept on
// the server a few seconds after typing pauses, so another device finds it; a tab closed before those seconds still
// sends it; and two tabs on one item are told of each other instead of overwriting.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDb, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const stamp = Date.now().toString(36);
const NEW_BLOG_COPY = "autosaves/blogs~new";

beforeAll(async () => {
  await adminDb.doc(NEW_BLOG_COPY).delete();
});

afterAll(async () => {
  await adminDb.doc(NEW_BLOG_COPY).delete();
});

/** Opens the new-blog form on `page` and answers the form. */
async function openNewBlog(page: Page) {
  await visit(page, "/blogs");
  await page.getByRole("button", { name: "Write a new blog" }).click();
  const form = page.getByRole("form", { name: "New blog" });
  await form.waitFor();
  return form;
}

const field = (form: ReturnType<Page["getByRole"]>, label: string) => form.getByLabel(label, { exact: true });

describe("the editor's autosave", () => {
  it("keeps the text for another device, sends it as a tab closes, and tells two tabs of each other", async () => {
    const title = `Autosaved ${stamp}`;
    // The owner's laptop.
    const laptop = await session.newPage();
    await logIn(laptop, owner.email, owner.password);
    const first = await openNewBlog(laptop);
    await field(first, "Title").fill(title);
    await first.getByText(/^Autosaved .+\. The item itself changes when you save it\.$/).waitFor({ timeout: 15_000 });

    // The owner's phone, another browser: the text is offered there.
    const phone = await session.newPage({ width: 390, height: 844 });
    await logIn(phone, owner.email, owner.password);
    const onPhone = await openNewBlog(phone);
    await onPhone.getByText(/^Text you typed on .+ was not saved\./).waitFor();
    await onPhone.getByRole("button", { name: "Restore the text" }).click();
    expect(await field(onPhone, "Title").inputValue()).toBe(title);

    // The phone writes on and saves; the laptop, which last saved the version before, types on and is told.
    await field(onPhone, "First paragraph").fill("Written on the phone.");
    await onPhone.getByText(/^Autosaved /).waitFor({ timeout: 15_000 });
    await field(first, "Title").fill(`${title}, from the laptop`);
    const conflict = laptop.getByRole("alert").filter({ hasText: "This text was changed in another tab or on another device" });
    await conflict.waitFor({ timeout: 15_000 });
    expect(await field(first, "Title").inputValue()).toBe(`${title}, from the laptop`);
    await conflict.getByRole("button", { name: "Load that text" }).click();
    expect(await field(first, "Title").inputValue()).toBe(title);
    expect(await field(first, "First paragraph").inputValue()).toBe("Written on the phone.");
    await conflict.waitFor({ state: "detached" });

    // A second tab on the laptop types and is closed at once, before the quiet seconds are over: nothing is lost.
    const tab = await laptop.context().newPage();
    await tab.setViewportSize({ width: 1280, height: 900 });
    const inTab = await openNewBlog(tab);
    await inTab.getByRole("button", { name: "Restore the text" }).click();
    await field(inTab, "First paragraph").fill("Typed in a tab closed straight after.");
    await tab.close();
    // The closed tab's last save travels on after it (a keepalive request): wait for it on the server, as the other
    // device would only find it once there.
    const closedTabText = async () => ((await adminDb.doc(NEW_BLOG_COPY).get()).get("values.firstParagraph") as string | undefined) ?? "";
    await expect.poll(closedTabText).toBe("Typed in a tab closed straight after.");
    const again = await openNewBlog(phone);
    await again.getByText(/^Text you typed on .+ was not saved\./).waitFor();
    await again.getByRole("button", { name: "Restore the text" }).click();
    await expect.poll(() => field(again, "First paragraph").inputValue()).toBe("Typed in a tab closed straight after.");
  }, 120_000);
});
