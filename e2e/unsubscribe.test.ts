// The one-click unsubscribe page an email links to (docs/email.md), with JavaScript and without, and the profile's
// email choices. A GET of the page changes nothing; the button does.
import { randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { unsubscribePagePath, SUBSCRIPTION_MESSAGES } from "@contract/subscriptions";
import { directUser } from "../tests/support/accounts";
import { unsubscribeTokenFor } from "../tests/support/mail";
import { adminAuth, adminDb, siteUrl } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();

/** A member with an account and a subscription to every kind and to replies, written directly. */
async function subscriber(): Promise<{ uid: string; email: string }> {
  const tag = randomBytes(6).toString("hex");
  const uid = `e2email${tag}`;
  const email = `u${tag}@example.test`;
  await adminDb.collection("accounts").doc(uid).set({ email, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
  await adminDb.collection("subscriptions").doc(uid).set({ posts: ["all"], replies: true, moderationDigest: true });
  return { uid, email };
}

const stored = async (uid: string) => (await adminDb.collection("subscriptions").doc(uid).get()).data();

describe("the unsubscribe page", () => {
  it("says which list it stops and unsubscribes with one press, in Chromium", async () => {
    const member = await subscriber();
    const page = await session.newPage();
    await visit(page, unsubscribePagePath(unsubscribeTokenFor(member.uid, "posts:all", member.email)));
    await page.getByText("Unsubscribe from new posts? Press the button and we stop these emails.").waitFor();
    expect(await stored(member.uid)).toMatchObject({ posts: ["all"] });
    await page.getByRole("button", { name: "Unsubscribe from new posts" }).click();
    await page.getByRole("status").filter({ hasText: "You are unsubscribed from new posts." }).waitFor();
    expect(await stored(member.uid)).toMatchObject({ posts: [], replies: true });
  });

  it("works with JavaScript off: the form posts and the server answers the confirmation", async () => {
    const member = await subscriber();
    const context = await session.browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(unsubscribePagePath(unsubscribeTokenFor(member.uid, "replies", member.email)));
      await page.getByText("Unsubscribe from replies to your comments?").waitFor();
      expect(await stored(member.uid)).toMatchObject({ replies: true });
      await page.getByRole("button", { name: "Unsubscribe from replies to your comments" }).click();
      await page.getByText("You are unsubscribed from replies to your comments.").waitFor();
      expect(await stored(member.uid)).toMatchObject({ posts: ["all"], replies: false });
    } finally {
      await context.close();
    }
  });

  it("says plainly when a link is not valid, and offers no button", async () => {
    const member = await subscriber();
    const page = await session.newPage();
    const forged = unsubscribeTokenFor(member.uid, "posts:all", "someone.else@example.test");
    await visit(page, unsubscribePagePath(forged));
    await page.getByText(SUBSCRIPTION_MESSAGES.badToken).waitFor();
    expect(await page.getByRole("button", { name: /Unsubscribe from/ }).count()).toBe(0);
    expect(await stored(member.uid)).toMatchObject({ posts: ["all"] });
  });
});

describe("the profile's email choices", () => {
  it("shows reply mails on for a new member and saves the kinds they tick", async () => {
    const { user } = await directUser();
    const { uid } = await adminAuth.getUserByEmail(user.email);
    // As a confirmation leaves a new member (services/mail/subscriptions-service.ts startSubscriptions).
    await adminDb.collection("subscriptions").doc(uid).set({ posts: [], replies: true, moderationDigest: true });
    const page = await session.newPage();
    await logIn(page, user.email, user.password);
    await visit(page, "/profile");
    await page.getByRole("heading", { name: "Email" }).waitFor();
    await page.getByText(SUBSCRIPTION_MESSAGES.repliesOnByDefault).waitFor();
    expect(await page.getByRole("checkbox", { name: "Email me replies to my comments" }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: "Articles" }).check();
    await page.getByRole("checkbox", { name: "Blogs" }).check();
    await page.getByRole("checkbox", { name: "Email me replies to my comments" }).uncheck();
    await page.getByRole("button", { name: "Save email choices" }).click();
    await page.getByText(SUBSCRIPTION_MESSAGES.saved).waitFor();
    const saved = await stored(uid);
    expect([...(saved?.posts as string[])].sort()).toEqual(["articles", "blogs"]);
    expect(saved?.replies).toBe(false);

    await page.reload();
    await page.getByRole("heading", { name: "Email" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Articles" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Email me replies to my comments" }).isChecked()).toBe(false);
  });
});
