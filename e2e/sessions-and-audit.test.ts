// Sessions and the audit log (issue 34) in a real browser, on a phone and a laptop: a member signed in in two browsers
// sees both on the profile, ends the other one, and the other browser is refused at once; the owner reads the
// audit log at /audit, filters it, pages through it; a member and a guest get what other owner pages give them.
import { afterAll, expect, it } from "vitest";
import { directUser } from "../tests/support/accounts";
import { adminAuth, adminDb, member, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const shots = process.env.TMPDIR ?? "/tmp";
const uids: string[] = [];
const seeded: string[] = [];

afterAll(async () => {
  await Promise.all(uids.map((uid) => adminDb.collection("knownBrowsers").doc(uid).delete()));
  await Promise.all(seeded.map((id) => adminDb.collection("auditLog").doc(id).delete()));
});

it.each([390, 1280])("ends a session in one browser and the other is refused at once, at %i px", async (width) => {
  const { user } = await directUser();
  uids.push((await adminAuth.getUserByEmail(user.email)).uid);
  const laptop = await session.newPage({ width, height: 900, userAgent: CHROME });
  const phone = await session.newPage({ width, height: 900, userAgent: FIREFOX });
  await logIn(laptop, user.email, user.password);
  await logIn(phone, user.email, user.password);

  await visit(laptop, "/profile");
  const sessions = laptop.getByRole("region", { name: "Sessions" });
  await sessions.getByText("Chrome 131 on Linux").waitFor();
  await sessions.getByText("This session").waitFor();
  const firefox = sessions.getByRole("listitem").filter({ hasText: "Firefox 133 on Windows 10" });
  await firefox.waitFor();
  await laptop.screenshot({ path: `${shots}/sessions-${width}.png`, fullPage: true });

  // The phone still works until the laptop ends its session, then its next call is refused.
  await visit(phone, "/profile");
  await phone.getByRole("region", { name: "Sessions" }).waitFor();
  await firefox.getByRole("button", { name: "End session: Firefox 133 on Windows 10" }).click();
  await sessions.getByText("Session ended.").waitFor();
  await firefox.waitFor({ state: "detached" });
  expect(await sessions.getByRole("listitem").count()).toBeGreaterThanOrEqual(1);

  const refused = await phone.request.get("/api/profile");
  expect(refused.status()).toBe(401);
  await visit(phone, "/profile");
  await phone.waitForURL((url) => url.pathname === "/login");

  // "End all other sessions" ends the one signed in since; this browser stays signed in.
  const third = await session.newPage({ width, height: 900, userAgent: FIREFOX });
  await logIn(third, user.email, user.password);
  await visit(laptop, "/profile");
  await laptop.getByRole("button", { name: "End all other sessions" }).click();
  await laptop.getByText(/^Ended [1-9]\d* other sessions?\.$/).waitFor();
  expect((await third.request.get("/api/profile")).status()).toBe(401);
  expect((await laptop.request.get("/api/profile")).status()).toBe(200);
});

it.each([390, 1280])("shows the owner the audit log with filters and pages, at %i px", async (width) => {
  const page = await session.newPage({ width, height: 900 });
  await logIn(page, owner.email, owner.password);
  await visit(page, "/moderation");
  await page.getByRole("link", { name: "The audit log" }).click();
  await page.waitForURL((url) => url.pathname === "/audit");
  await page.getByRole("heading", { name: "Audit log" }).waitFor();
  const list = page.getByRole("list", { name: "Logged actions, newest first" });
  // The owner's own sign-in of a moment ago is the newest security entry.
  await page.getByLabel("Area", { exact: true }).selectOption("security");
  await list.getByRole("listitem").first().waitFor();
  await page.getByLabel("Action", { exact: true }).selectOption("sign-in");
  // Only sign-ins are listed under that filter, the owner's own of a moment ago among them.
  await expect.poll(async () => new Set(await list.locator(".audit__action").allTextContents())).toEqual(new Set(["sign-in"]));
  await list.getByRole("listitem").filter({ hasText: `@${owner.username}` }).first().waitFor();
  await page.screenshot({ path: `${shots}/audit-${width}.png`, fullPage: true });

  // 55 settings entries of this test's own, so a second page exists whatever else the log holds.
  const mark = `e2e paging ${width} ${Date.now().toString(36)}`;
  const batch = adminDb.batch();
  for (let index = 0; index < 55; index += 1) {
    const ref = adminDb.collection("auditLog").doc();
    seeded.push(ref.id);
    batch.create(ref, { area: "settings", action: "settings.blocked-domains", actorUid: null, summary: `${mark} ${index}`, at: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
  }
  await batch.commit();
  await page.getByLabel("Action", { exact: true }).selectOption("");
  await page.getByLabel("Area", { exact: true }).selectOption("settings");
  await list.getByRole("listitem").nth(49).waitFor();
  expect(await list.getByRole("listitem").count()).toBe(50);
  const newest = await list.getByRole("listitem").first().textContent();
  await page.getByRole("button", { name: "Next page" }).click();
  await page.getByRole("button", { name: "Previous page" }).waitFor();
  await expect.poll(async () => list.getByRole("listitem").first().textContent()).not.toBe(newest);
});

it("gives a member and a guest what other owner pages give them", async () => {
  const guest = await session.newPage();
  await visit(guest, "/audit");
  await guest.waitForURL((url) => url.pathname === "/login");

  const page = await session.newPage();
  await logIn(page, member.email, member.password);
  await visit(page, "/audit");
  await page.getByText("Only the site owner can open the audit log.").waitFor();
  expect(await page.getByRole("list", { name: "Logged actions, newest first" }).count()).toBe(0);
});
