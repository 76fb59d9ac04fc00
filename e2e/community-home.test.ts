// The home page's community half and the owner's moderation, in a real browser against the running stack.
// Every test signs up a member of its own: the API limits how often one user may post.
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { REPLIES_IN_LIST, REPLY_PAGE } from "@contract/limits";
import { directUser } from "../tests/support/accounts";
import { adminDb, owner } from "../tests/support/stack";
import { answerNextDialog, logIn, useBrowser, visit } from "./browser";

const session = useBrowser();

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh member, signed in on a page of their own (the login lands on /). */
async function memberPage(options?: { width?: number; height?: number }) {
  const { user } = await directUser();
  const page = await session.newPage(options);
  await logIn(page, user.email, user.password);
  return { page, user };
}

async function ownerPage() {
  const page = await session.newPage();
  await logIn(page, owner.email, owner.password);
  return page;
}

/** Waits for a toast with this text and closes it, so the next toast of the same text is a new one. */
async function toast(page: Page, text: string): Promise<Locator> {
  const shown = page.getByRole("alert").filter({ hasText: text });
  await shown.waitFor();
  return shown;
}

async function dismiss(shown: Locator): Promise<void> {
  await shown.getByRole("button", { name: "close" }).click();
  await shown.waitFor({ state: "detached" });
}

/** The card (review, report, comment...) holding this text; every test text carries a stamp of its own. */
const cardWith = (scope: Page | Locator, text: string) => scope.getByRole("article").filter({ hasText: text });

describe("the community on the home page", () => {
  it("a member's review waits for the owner's approval, then shows on the wall", async () => {
    const { page } = await memberPage();
    const text = `A lovely portfolio ${stamp()}`;
    const form = page.getByRole("form", { name: "Leave a review" });
    // The stars are a radio group: a click on the second, then the arrow keys move to the fourth.
    await form.getByRole("radio", { name: "2 stars" }).check();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await form.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await form.getByLabel("Your review").fill(text);
    await form.getByRole("button", { name: "Submit review" }).click();
    await toast(page, "Review submitted and pending approval.");
    expect(await form.getByLabel("Your review").inputValue()).toBe("");
    expect(await page.getByRole("list", { name: "Reviews" }).getByText(text).count()).toBe(0);

    const admin = await ownerPage();
    await admin.getByRole("link", { name: /^Moderation \d+ waiting$/ }).waitFor();
    const pending = admin.getByRole("region", { name: /^Pending reviews/ });
    const card = cardWith(pending, text);
    // The owner's panels load after the home (they are the owner's alone).
    await card.waitFor();
    expect(await card.getByRole("img", { name: "Rated 4 out of 5" }).count()).toBe(1);
    await card.getByRole("button", { name: /^Approve review by / }).click();
    await toast(admin, "Review approved");
    await card.waitFor({ state: "detached" });
    await admin.getByRole("list", { name: "Reviews" }).getByText(text, { exact: true }).waitFor();

    // Everybody sees it now, the member included.
    await visit(page, "/");
    await cardWith(page.getByRole("list", { name: "Reviews" }), text).getByRole("img", { name: "Rated 4 out of 5" }).waitFor();

    // The owner tidies up through the API (the page deletes pending reviews only), so the wall does not fill
    // with test reviews.
    const deleted = await admin.evaluate(async (reviewText) => {
      const reviews: { _id: string; text: string }[] = await (await fetch("/api/reviews")).json();
      const review = reviews.find((each) => each.text === reviewText);
      return review ? (await fetch(`/api/reviews/${review._id}`, { method: "DELETE" })).status : 0;
    }, text);
    expect(deleted).toBe(200);
  });

  it("a member's report and contact message reach the owner, who deletes them", async () => {
    const { page, user } = await memberPage();
    const subject = `Broken link ${stamp()}`;
    const reportForm = page.getByRole("form", { name: "Send a report" });
    await reportForm.getByLabel("Subject").fill(subject);
    await reportForm.getByLabel("Description").fill("The GitHub link on a project page answers 404.");
    await reportForm.getByRole("button", { name: "Send report" }).click();
    await toast(page, "Report submitted! (Pending review)");
    // The public list shows it at once, with its status.
    const listed = cardWith(page.getByRole("list", { name: "Recent reports" }), subject);
    await listed.waitFor();
    expect(await listed.textContent()).toContain("Status: Pending");
    expect(await listed.textContent()).toContain(user.username);

    const contactSubject = `Working together ${stamp()}`;
    const contactForm = page.getByRole("form", { name: "Send a message" });
    // Name and email come from the profile.
    await expect.poll(() => contactForm.getByLabel("Email").inputValue()).toBe(user.email);
    expect(await contactForm.getByLabel("Name").inputValue()).toBe(user.name);
    await contactForm.getByLabel("Subject").fill(contactSubject);
    await contactForm.getByLabel("Message").fill("Could we talk about a project?");
    await contactForm.getByRole("button", { name: "Send message" }).click();
    await toast(page, "Message sent successfully!");
    expect(await contactForm.getByLabel("Message").inputValue()).toBe("");

    // The moderation inbox is the owner's alone.
    expect(await page.getByRole("link", { name: /Moderation/ }).count()).toBe(0);
    await visit(page, "/moderation");
    await page.getByRole("heading", { level: 1, name: "Not authorized" }).waitFor();

    // On the home page the owner marks the report seen, then deletes it.
    const admin = await ownerPage();
    const pendingReports = admin.getByRole("region", { name: /^Pending reports/ });
    await cardWith(pendingReports, subject).getByRole("button", { name: /^Mark seen: report / }).click();
    await toast(admin, "Report marked as seen");
    await cardWith(admin.getByRole("list", { name: "Recent reports" }), subject).getByText("Seen").waitFor();
    await cardWith(pendingReports, subject).waitFor({ state: "detached" });

    // The inbox has everything else that waits: the message is there, and the seen report.
    await admin.getByRole("link", { name: /^Moderation/ }).click();
    await admin.getByRole("heading", { level: 1, name: "Moderation" }).waitFor();
    const messages = admin.getByRole("region", { name: /^Contact messages/ });
    const message = cardWith(messages, contactSubject);
    expect(await message.getByRole("link", { name: user.email }).getAttribute("href")).toBe(`mailto:${user.email}`);
    await message.getByRole("button", { name: /^Delete message / }).click();
    await toast(admin, "Contact message deleted");
    await message.waitFor({ state: "detached" });

    const seen = cardWith(admin.getByRole("region", { name: /^Seen reports/ }), subject);
    await seen.getByRole("button", { name: /^Delete report / }).click();
    await toast(admin, "Report deleted");
    await seen.waitFor({ state: "detached" });

    await visit(page, "/");
    await page.getByRole("list", { name: "Recent reports" }).or(page.getByText("No reports yet.")).first().waitFor();
    expect(await cardWith(page, subject).count()).toBe(0);
  });

  it("a member comments and replies on the home page, then deletes both", async () => {
    const { page, user } = await memberPage();
    const text = `Great site ${stamp()}`;
    const replyText = `Thanks, me again ${stamp()}`;
    const commentForm = page.getByRole("form", { name: "Leave a comment" });
    await commentForm.getByLabel("Your comment").fill(text);
    await commentForm.getByRole("button", { name: "Post comment" }).click();
    await toast(page, "Comment submitted!");
    expect(await commentForm.getByLabel("Your comment").inputValue()).toBe("");

    const comments = page.getByRole("list", { name: "Comments" });
    const comment = cardWith(comments, text);
    await comment.waitFor();
    expect(await comment.textContent()).toContain(user.username);

    // The reply box opens and closes with its toggle; an empty reply is refused.
    const toggle = comment.getByRole("button", { name: "Reply", exact: true });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const replyBox = comment.getByLabel("Your reply");
    await replyBox.waitFor();
    await toggle.click();
    await replyBox.waitFor({ state: "detached" });
    await toggle.click();
    await comment.getByRole("button", { name: "Send reply" }).click();
    await dismiss(await toast(page, "Please enter a reply"));
    await replyBox.fill(replyText);
    await comment.getByRole("button", { name: "Send reply" }).click();
    await toast(page, "Reply submitted!");
    // Written behind the API by no account of ours: the thread shows its author as a deleted user.
    const replies = comment.getByRole("list", { name: /^Replies to / });
    await replies.getByText(replyText, { exact: true }).waitFor();
    // Cleared after the reply: opening the box again shows it empty.
    await toggle.click();
    expect(await replyBox.inputValue()).toBe("");
    await toggle.click();

    // Delete asks the spec's question first.
    let question = answerNextDialog(page);
    await replies.getByRole("button", { name: "Delete reply" }).click();
    expect(await question).toBe("Are you sure you want to delete this comment?");
    await toast(page, "Reply deleted!");
    await comment.getByText(replyText, { exact: true }).waitFor({ state: "detached" });

    question = answerNextDialog(page);
    await comment.getByRole("button", { name: "Delete comment" }).click();
    expect(await question).toBe("Are you sure you want to delete this comment?");
    await toast(page, "Comment deleted!");
    await comment.waitFor({ state: "detached" });
  });

  it("a guest may fill in every form but gets the spec's messages, on a 320 px wide screen", async () => {
    const page = await session.newPage({ width: 320, height: 700 });
    await visit(page, "/");

    const review = page.getByRole("form", { name: "Leave a review" });
    await review.getByRole("radio", { name: "5 stars" }).check();
    await review.getByLabel("Your review").fill("Nice");
    await review.getByRole("button", { name: "Submit review" }).click();
    const reviewToast = await toast(page, "You must be logged in to submit a review!");
    // The home sections' toasts stay 5 seconds (SPEC section 9), longer than the app's 3.
    expect(await reviewToast.locator(".Toastify__progress-bar").evaluate((bar) => getComputedStyle(bar).animationDuration)).toBe("5s");
    await dismiss(reviewToast);

    const report = page.getByRole("form", { name: "Send a report" });
    await report.getByLabel("Subject").fill("Bug");
    await report.getByLabel("Description").fill("Something broke");
    await report.getByRole("button", { name: "Send report" }).click();
    await dismiss(await toast(page, "Please log in first!"));

    const contact = page.getByRole("form", { name: "Send a message" });
    await contact.getByRole("link", { name: "Log in" }).waitFor();
    await contact.getByLabel("Name").fill("Guest Person");
    await contact.getByRole("button", { name: "Send message" }).click();
    await dismiss(await toast(page, "Please log in first!"));

    const comment = page.getByRole("form", { name: "Leave a comment" });
    await comment.getByLabel("Your comment").fill("Hello");
    await comment.getByRole("button", { name: "Post comment" }).click();
    await dismiss(await toast(page, "Please log in first!"));
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);

    // Nothing sticks out sideways at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The inbox needs a login at all.
    await page.goto("/moderation");
    await page.waitForURL((url) => url.pathname === "/login");
  });
});

describe("a long thread on the home page (issue 32)", () => {
  const threads: DocumentReference[] = [];
  afterAll(async () => {
    await Promise.all(threads.map((ref) => adminDb.recursiveDelete(ref)));
  });

  /** A comment with `total` replies, written behind the API with its counter, as a busy thread would stand. */
  async function longThread(username: string, total: number) {
    const tag = stamp();
    const ref = adminDb.collection("homeComments").doc();
    threads.push(ref);
    const batch = adminDb.batch();
    batch.create(ref, { authorUid: "nobody", username, text: `A long thread ${tag}`, replyCount: total, createdAt: Timestamp.now() });
    for (let index = 0; index < total; index += 1) {
      batch.create(ref.collection("replies").doc(), {
        authorUid: "nobody",
        username,
        text: `Thread reply ${index + 1} ${tag}`,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index),
      });
    }
    await batch.commit();
    return { text: `A long thread ${tag}`, reply: (number: number) => `Thread reply ${number} ${tag}` };
  }

  it.each([390, 1280])("shows its first replies and loads the rest when asked, %i px wide", async (width) => {
    const { page, user } = await memberPage({ width, height: 844 });
    const total = REPLIES_IN_LIST + REPLY_PAGE.defaultSize + 3;
    const thread = await longThread(user.username, total);
    // A signed-in member's page is rendered from the comments as they are now.
    await visit(page, "/");
    const comment = cardWith(page.getByRole("list", { name: "Comments" }), thread.text);
    // Written behind the API by no account of ours: the thread shows its author as a deleted user.
    const replies = comment.getByRole("list", { name: /^Replies to / });
    const shown = () => replies.getByRole("article").allTextContents();

    await replies.getByText(thread.reply(REPLIES_IN_LIST)).waitFor();
    expect(await replies.getByRole("article").count()).toBe(REPLIES_IN_LIST);
    expect(await comment.getByText(thread.reply(REPLIES_IN_LIST + 1)).count()).toBe(0);

    await comment.getByRole("button", { name: `Show ${total - REPLIES_IN_LIST} more replies` }).click();
    await comment.getByRole("button", { name: "Show 3 more replies" }).click();
    await expect.poll(async () => (await shown()).length).toBe(total);
    const texts = await shown();
    for (let number = 1; number <= total; number += 1) expect(texts[number - 1]).toContain(thread.reply(number));
    expect(await comment.getByRole("button", { name: /more repl/ }).count()).toBe(0);
    // Nothing sticks out sideways, a phone's width included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
