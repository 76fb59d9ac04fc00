// The owner's accidents (issue 31) in Chromium, for every kind: Enter in a new item's fields publishes nothing and
// announces nothing; Save draft, Schedule and Publish each say what really happened, and Publish asks once, with the
// real number of subscribers and fediverse followers who will hear of it.
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { removeStoredObjects } from "../tests/support/media";
import { adminDb, callSite, owner } from "../tests/support/stack";
import { digest } from "../functions/src/services/secrets";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const tag = randomBytes(4).toString("hex");
const made: { kind: ItemKind; id: string }[] = [];
const subscriberIds: string[] = [];

/** How each kind's new-item form is opened and filled with what it requires. */
interface KindForm {
  kind: ItemKind;
  open: string;
  form: string;
  /** A text field besides Title, to press Enter in too. */
  otherField: string;
  fill(form: Locator, title: string): Promise<void>;
}

const image = () => sharp({ create: { width: 320, height: 180, channels: 3, background: "#2d6a4f" } }).jpeg().toBuffer();

const FORMS: KindForm[] = [
  {
    kind: "projects",
    open: "New project",
    form: "New project",
    otherField: "Short description",
    async fill(form, title) {
      await form.getByLabel("Title", { exact: true }).fill(title);
      await form.getByLabel("Short description", { exact: true }).fill("Made by the accidents test.");
    },
  },
  ...(["articles", "blogs"] as const).map(
    (kind): KindForm => ({
      kind,
      open: `Write a new ${ITEM_KINDS[kind].label}`,
      form: `New ${ITEM_KINDS[kind].label}`,
      otherField: "Alt text for main image",
      async fill(form, title) {
        await form.getByLabel("Title", { exact: true }).fill(title);
        await form.getByLabel("Category", { exact: true }).selectOption("Technology");
        await form.getByLabel("First paragraph", { exact: true }).fill("Written by the accidents test.");
        await form.getByLabel("Main image", { exact: true }).setInputFiles({ name: "main.jpg", mimeType: "image/jpeg", buffer: await image() });
        await form.getByLabel("Alt text for main image", { exact: true }).fill("A green rectangle");
      },
    }),
  ),
  ...(["random-post", "islamic"] as const).map(
    (kind): KindForm => ({
      kind,
      open: "New post",
      form: "New post",
      otherField: "Alt text for image or video",
      async fill(form, title) {
        await form.getByLabel("Title", { exact: true }).fill(title);
        await form.getByLabel("Description", { exact: true }).fill("Posted by the accidents test.");
        await form.getByLabel("Image or video", { exact: true }).setInputFiles({ name: "post.jpg", mimeType: "image/jpeg", buffer: await image() });
        await form.getByLabel("Alt text for image or video", { exact: true }).fill("A green rectangle");
      },
    }),
  ),
];

beforeAll(async () => {
  // Two subscribers of every kind of this file's own, so the figures asked about are never all zero.
  const batch = adminDb.batch();
  for (const index of [0, 1]) {
    const uid = `accidents${tag}${index}`;
    subscriberIds.push(uid);
    batch.set(adminDb.collection("accounts").doc(uid), { email: `acc${tag}${index}@example.test`, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
    batch.set(adminDb.collection("subscriptions").doc(uid), { posts: ["all"], replies: false, moderationDigest: true });
  }
  await batch.commit();
});

afterAll(async () => {
  for (const uid of subscriberIds) {
    await adminDb.collection("subscriptions").doc(uid).delete();
    await adminDb.collection("accounts").doc(uid).delete();
  }
  for (const { kind, id } of made) {
    await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[kind].collection).doc(id));
    await adminDb.collection("announcements").doc(`${kind}_${id}`).delete();
    await removeStoredObjects(`media/${kind}/${id}/`);
  }
}, 120_000);

/** The items of a kind saved with this title (the test's titles are its own). */
async function savedWithTitle(kind: ItemKind, title: string) {
  const found = await adminDb.collection(ITEM_KINDS[kind].collection).where("title", "==", title).get();
  for (const doc of found.docs) if (!made.some((each) => each.id === doc.id)) made.push({ kind, id: doc.id });
  return found.docs;
}

/** Nothing of this title was mailed, announced or queued for the fediverse. */
async function expectNothingAnnounced(kind: ItemKind, title: string, ids: string[]) {
  const mails = await adminDb.collection("mail").where("purpose", "==", "new-post").get();
  expect(mails.docs.filter((doc) => JSON.stringify(doc.data()).includes(title))).toEqual([]);
  for (const id of ids) {
    expect((await adminDb.collection("announcements").doc(`${kind}_${id}`).get()).exists).toBe(false);
    expect((await adminDb.collection("fediverseObjects").doc(`${kind}~${id}`).get()).exists).toBe(false);
  }
}

/** What the guest API answers for the item: 404 while it is not public. */
const guestStatus = async (kind: ItemKind, id: string) => (await callSite(apiPaths.item(kind, id))).status;

/** The mail and fediverse tasks' reach, counted by hand: the figures the confirmation must show. */
async function audienceByHand(kind: ItemKind) {
  const [subscriptions, followers] = await Promise.all([adminDb.collection("subscriptions").get(), adminDb.collection("fediverseFollowers").get()]);
  const subscribers = subscriptions.docs.filter((doc) => {
    const posts: unknown = doc.get("posts");
    return Array.isArray(posts) && (posts.includes(kind) || posts.includes("all"));
  }).length;
  return { subscribers, followers: followers.size };
}

/** The day's new-post mail allowance given room, as tests/api/mail.test.ts does: the confirmation then promises mail. */
const roomForNewPostMails = () => {
  const endsAt = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
  return adminDb.collection("rateLimits").doc(`new-post-mails_${digest("site")}`).set({ count: -1_000_000, endsAt, expiresAt: endsAt });
};

/** Tomorrow at 09:00 in the browser's zone, as the owner types it, and as the confirmation must write it. */
async function tomorrowAtNine(page: Page) {
  return page.evaluate(() => {
    const at = new Date();
    at.setDate(at.getDate() + 1);
    at.setHours(9, 0, 0, 0);
    const pad = (value: number) => String(value).padStart(2, "0");
    const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][at.getMonth()];
    const year = at.getFullYear() === new Date().getFullYear() ? "" : ` ${at.getFullYear()}`;
    return {
      input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00:00`,
      shown: `${at.getDate()} ${month}${year}, 09:00`,
      iso: at.toISOString(),
    };
  });
}

async function openForm(page: Page, spec: KindForm): Promise<Locator> {
  await visit(page, ITEM_KINDS[spec.kind].pagePath);
  await page.getByRole("button", { name: spec.open, exact: true }).click();
  const form = page.getByRole("form", { name: spec.form });
  await form.waitFor();
  return form;
}

const toast = (page: Page, text: string) => page.locator(".Toastify__toast", { hasText: text }).first();

describe("the owner's accidents", () => {
  for (const spec of FORMS) {
    it(`${spec.kind}: Enter publishes nothing; Save draft, Schedule and Publish say what happened`, async () => {
      const { kind } = spec;
      const page = await session.newPage();
      await logIn(page, owner.email, owner.password);

      // Enter in Title, and in another text field, of a filled new form.
      const draftTitle = `Accident ${kind} ${tag} draft`;
      let form = await openForm(page, spec);
      await spec.fill(form, draftTitle);
      await form.getByLabel("Title", { exact: true }).press("Enter");
      await form.getByLabel(spec.otherField, { exact: true }).press("Enter");
      await page.waitForTimeout(2_000);
      expect(await savedWithTitle(kind, draftTitle)).toEqual([]);
      await expectNothingAnnounced(kind, draftTitle, []);
      expect(await form.isVisible()).toBe(true);

      // Save draft: "Draft saved", and a draft it is, unknown to guests, announced to nobody.
      await form.getByRole("button", { name: "Save draft", exact: true }).click();
      await toast(page, "Draft saved").waitFor({ timeout: 30_000 });
      await form.waitFor({ state: "detached" });
      const [draft] = await savedWithTitle(kind, draftTitle);
      expect(draft?.get("status")).toBe("draft");
      expect(await guestStatus(kind, draft!.id)).toBe(404);

      // Schedule: asked once with the time in the owner's zone, then "Scheduled for 28 Nov, 09:00".
      const scheduledTitle = `Accident ${kind} ${tag} scheduled`;
      form = await openForm(page, spec);
      await spec.fill(form, scheduledTitle);
      await form.getByRole("button", { name: "Schedule…", exact: true }).click();
      const when = await tomorrowAtNine(page);
      await form.getByLabel(/Publish on \(.+\)/).fill(when.input);
      await form.getByRole("button", { name: "Schedule", exact: true }).click();
      const asked = page.getByRole("alertdialog");
      await asked.getByRole("heading", { name: `Schedule “${scheduledTitle}” for ${when.shown}?` }).waitFor();
      await asked.getByRole("button", { name: "Schedule", exact: true }).click();
      await toast(page, `Scheduled for ${when.shown}`).waitFor({ timeout: 30_000 });
      const [scheduled] = await savedWithTitle(kind, scheduledTitle);
      expect(scheduled?.get("status")).toBe("published");
      expect((scheduled?.get("publishAt") as Timestamp).toDate().toISOString()).toBe(when.iso);
      expect(await guestStatus(kind, scheduled!.id)).toBe(404);

      await expectNothingAnnounced(kind, draftTitle, [draft!.id]);
      await expectNothingAnnounced(kind, scheduledTitle, [scheduled!.id]);

      // Publish: the question names the real figures; Cancel sends nothing, confirming publishes: "Published".
      await roomForNewPostMails();
      const publishedTitle = `Accident ${kind} ${tag} published`;
      form = await openForm(page, spec);
      await spec.fill(form, publishedTitle);
      await form.getByRole("button", { name: "Publish…", exact: true }).click();
      let question = page.getByRole("alertdialog", { name: `Publish “${publishedTitle}” now?` });
      await question.getByText("It becomes public now").waitFor();
      await question.getByRole("button", { name: "Cancel" }).click();
      await question.waitFor({ state: "detached" });
      expect(await savedWithTitle(kind, publishedTitle)).toEqual([]);

      const expected = await audienceByHand(kind);
      await form.getByRole("button", { name: "Publish…", exact: true }).click();
      question = page.getByRole("alertdialog", { name: `Publish “${publishedTitle}” now?` });
      const subscribers = `It is emailed to ${expected.subscribers} subscriber${expected.subscribers === 1 ? "" : "s"} of new ${ITEM_KINDS[kind].label}s.`;
      await question.getByText(subscribers).waitFor();
      await question.getByText(`It is sent to ${expected.followers} fediverse follower${expected.followers === 1 ? "" : "s"}.`).waitFor();
      await question.getByRole("button", { name: "Publish", exact: true }).click();
      await toast(page, "Published").waitFor({ timeout: 30_000 });
      const [published] = await savedWithTitle(kind, publishedTitle);
      expect(await guestStatus(kind, published!.id)).toBe(200);
      // What the question said happens: the announcement to subscribers is made.
      await expect
        .poll(async () => (await adminDb.collection("announcements").doc(`${kind}_${published!.id}`).get()).exists, { timeout: 30_000 })
        .toBe(true);
    }, 150_000);
  }

  it("asks before an existing draft is published from its editor, and Enter there saves nothing", async () => {
    const page = await session.newPage();
    await logIn(page, owner.email, owner.password);
    const title = `Accident articles ${tag} later`;
    const form = await openForm(page, FORMS[1]!);
    await FORMS[1]!.fill(form, title);
    await form.getByRole("button", { name: "Save draft", exact: true }).click();
    await form.waitFor({ state: "detached", timeout: 30_000 });
    const [draft] = await savedWithTitle("articles", title);

    await visit(page, `/articles/${draft!.id}`);
    await page.getByRole("button", { name: "Edit article" }).click();
    const edit = page.getByRole("dialog", { name: "Edit article" });
    await edit.getByLabel("Title", { exact: true }).fill(`${title} (edited)`);
    await edit.getByLabel("Title", { exact: true }).press("Enter");
    await page.waitForTimeout(1_500);
    expect(await savedWithTitle("articles", `${title} (edited)`)).toEqual([]);

    await roomForNewPostMails();
    await edit.getByRole("button", { name: "Publish…", exact: true }).click();
    const question = page.getByRole("alertdialog", { name: `Publish “${title} (edited)” now?` });
    await question.getByText(/^It is emailed to \d+ subscribers? of new articles\.$/).waitFor();
    await question.getByRole("button", { name: "Publish", exact: true }).click();
    await toast(page, "Published").waitFor({ timeout: 30_000 });
    await page.getByRole("heading", { name: `${title} (edited)`, level: 1 }).waitFor();
    expect(await guestStatus("articles", draft!.id)).toBe(200);
  }, 120_000);
});
