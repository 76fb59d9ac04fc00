// Deleting for good in a real browser, for an owner with a second factor (issue 34): when the last proof is older
// than 10 minutes the item page asks "Confirm it's you" instead of the spec's failure alert, and once a recovery
// code is given the item is deleted. Alone, after every other project: while the owner has a factor, every other
// test's owner session is refused.
import { afterAll, describe, expect, it } from "vitest";
import { useBrowser, waitForApp } from "../../e2e/browser";
import { freshItem, type TestItem } from "../support/items";
import { enrolTotp } from "../support/second-factors";
import { adminAuth, adminDb, owner, sessionCookieFor } from "../support/stack";

const session = useBrowser();
let ownerUid = "";
let item: TestItem | null = null;

afterAll(async () => {
  // The demo owner starts without factors for every other test, and for the next run on this stack.
  if (ownerUid) await adminDb.collection("secondFactors").doc(ownerUid).delete();
  if (item) await adminDb.recursiveDelete(item.ref);
});

describe("deleting for good from the trash, with a second factor", () => {
  it("asks for the factor again when the last proof is old, then deletes", async () => {
    ownerUid = (await adminAuth.getUserByEmail(owner.email)).uid;
    const { recoveryCodes } = await enrolTotp(await sessionCookieFor(owner.email, owner.password));
    item = await freshItem("articles");
    await item.ref.update({ status: "trashed", trashedAt: new Date() });

    const page = await session.newPage();
    await page.goto("/login");
    await waitForApp(page);
    const form = page.locator("form");
    await form.getByLabel("Email", { exact: true }).fill(owner.email);
    await form.getByLabel("Password", { exact: true }).fill(owner.password);
    await page.getByRole("button", { name: "Log in" }).click();
    const step = page.getByRole("form", { name: "Second step" });
    await step.getByRole("button", { name: "Use a recovery code" }).click();
    await step.getByLabel("Recovery code", { exact: true }).fill(recoveryCodes[0]!);
    await step.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    // The proof of this session is now 11 minutes old.
    const cookie = (await page.context().cookies()).find((each) => each.name === "__session")!;
    await adminDb.collection("sessions").doc(cookie.value.split(".")[0]!).update({ factorProvedAt: new Date(Date.now() - 11 * 60_000) });

    await page.goto(`/articles/${item.id}`);
    await waitForApp(page);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete article" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
    await confirm.waitFor();
    expect(await item.ref.get().then((doc) => doc.exists)).toBe(true);
    await confirm.getByRole("button", { name: "Use a recovery code" }).click();
    await confirm.getByLabel("Recovery code", { exact: true }).fill(recoveryCodes[1]!);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(async () => (await item!.ref.get()).exists, { timeout: 15_000 }).toBe(false);
    // Only the spec's question before deleting was asked: no failure alert.
    expect(alerts).toEqual(["Are you sure you want to delete this article?"]);
  });
});
