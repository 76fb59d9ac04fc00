import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "../functions/src/contract/item-kinds";
import { directUser } from "../tests/support/accounts";
import { adminDb, callSite, owner, postJson } from "../tests/support/stack";
import { answerNextDialog, logIn, useBrowser, visit } from "./browser";

const session = useBrowser();

/** Each kind's item page on the site. */
const PAGE_PATH: Record<ItemKind, string> = {
  projects: "/projects",
  articles: "/articles",
  blogs: "/blogs",
  "random-post": "/random-posts",
  islamic: "/did-you-know",
};
const KINDS = Object.keys(PAGE_PATH) as ItemKind[];

interface Card {
  _id: string;
  title: string;
}

/** The newest item of a kind, found through the API as a visitor would, never by a fixed id. */
async function newestItem(kind: ItemKind): Promise<Card> {
  const { status, body } = await callSite<Card[]>(`/api/${kind}`);
  if (status !== 200 || !body[0]) throw new Error(`No ${kind} to test with (status ${status})`);
  return body[0];
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const likesLabel = (count: number) => `${count} ${count === 1 ? "like" : "likes"}`;

async function openItem(page: Page, kind: ItemKind, item: Card) {
  await visit(page, `${PAGE_PATH[kind]}/${item._id}`);
  await page.getByRole("heading", { name: item.title, level: 1 }).waitFor();
}

async function likeCount(page: Page): Promise<number> {
  const label = await page.locator(".like-button__count").getAttribute("aria-label");
  const count = Number(/^(\d+) like/.exec(label ?? "")?.[1]);
  if (!Number.isInteger(count)) throw new Error(`No like count on the page (${label})`);
  return count;
}

const commentList = (page: Page) => page.getByRole("list", { name: "Comments" });

/** Takes back whatever a test left on a seeded item if it stopped half-way: its like and its comments. */
async function tidyUp(kind: ItemKind, id: string, cookie: string, username: string) {
  const { body } = await callSite<{ likedByMe: boolean }>(`/api/${kind}/${id}`, { cookie });
  if (body.likedByMe) await postJson(`/api/${kind}/like/${id}`, {}, { cookie });
  const { body: page } = await callSite<{ comments: { _id: string; username: string }[] }>(`/api/${kind}/${id}/comments?order=newest`);
  for (const comment of page.comments.filter((each) => each.username === username)) {
    await callSite(`/api/${kind}/comment/${id}/${comment._id}`, { method: "DELETE", cookie });
  }
}

describe("likes and comments on item pages", () => {
  it(
    "lets a member like, comment, unlike and delete their comment on every kind",
    async () => {
      const { user, cookie } = await directUser();
      const page = await session.newPage();
      await logIn(page, user.email, user.password);
      for (const kind of KINDS) {
        const item = await newestItem(kind);
        try {
          await openItem(page, kind, item);
          const before = await likeCount(page);

          await page.getByRole("button", { name: "Like", exact: true }).click();
          await page.getByRole("button", { name: "Unlike", pressed: true }).waitFor();
          await page.getByLabel(likesLabel(before + 1), { exact: true }).waitFor();

          const text = `Engagement test on ${kind} ${stamp()}`;
          const box = page.getByRole("textbox", { name: "Add a comment" });
          await box.fill(text);
          await page.getByRole("button", { name: "Post comment" }).click();
          await commentList(page).getByText(text).waitFor();
          await page.getByText("Comment added!").first().waitFor();
          expect(await box.inputValue()).toBe("");

          await page.getByRole("button", { name: "Unlike", exact: true }).click();
          await page.getByRole("button", { name: "Like", pressed: false }).waitFor();
          await page.getByLabel(likesLabel(before), { exact: true }).waitFor();

          const mine = commentList(page).getByRole("listitem").filter({ hasText: text });
          const question = answerNextDialog(page);
          await mine.getByRole("button", { name: `Delete comment by ${user.username}` }).click();
          expect(await question).toBe("Are you sure you want to delete this comment?");
          await mine.waitFor({ state: "detached" });
          await page.getByText("Comment deleted!").first().waitFor();
        } finally {
          await tidyUp(kind, item._id, cookie, user.username);
        }
      }
    },
    150_000,
  );

  it("tells a guest, on every kind, to log in to like and to comment", async () => {
    const page = await session.newPage();
    for (const kind of KINDS) {
      const item = await newestItem(kind);
      await openItem(page, kind, item);
      await page.getByText(ITEM_KINDS[kind].guest.like, { exact: true }).waitFor();
      await page.getByText("Please log in to comment.", { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: /^(Like|Unlike)$/ }).count()).toBe(0);
      expect(await page.getByRole("textbox", { name: "Add a comment" }).count()).toBe(0);
    }
  });

  it("pages through 65 comments with Load more, oldest first and newest first", async () => {
    // A copy of a seeded post, so the seeded one keeps its count; it is removed afterwards.
    const model = await newestItem("random-post");
    const collection = adminDb.collection(ITEM_KINDS["random-post"].collection);
    const source = await collection.doc(model._id).get();
    const copy = collection.doc();
    const title = `Load more test ${stamp()}`;
    const TOTAL = 65;
    const label = (index: number) => `Paged comment ${String(index).padStart(2, "0")}`;
    try {
      await copy.set({ ...source.data(), title, createdAt: Timestamp.now(), publishAt: Timestamp.now(), likeCount: 0, commentCount: TOTAL });
      const batch = adminDb.batch();
      const start = Date.UTC(2026, 0, 1);
      for (let index = 0; index < TOTAL; index += 1) {
        batch.create(copy.collection("comments").doc(), {
          authorUid: "e2e-paging-author",
          username: "pagingtester",
          text: label(index),
          createdAt: Timestamp.fromMillis(start + index * 60_000),
        });
      }
      await batch.commit();

      const page = await session.newPage();
      await openItem(page, "random-post", { _id: copy.id, title });
      const items = commentList(page).getByRole("listitem");
      await expect.poll(() => items.count()).toBe(50);
      expect(await items.first().textContent()).toContain(label(0));
      expect(await commentList(page).getByText(label(50)).count()).toBe(0);

      await page.getByRole("button", { name: "Load more" }).click();
      await commentList(page).getByText(label(TOTAL - 1)).waitFor();
      await expect.poll(() => items.count()).toBe(TOTAL);
      await page.getByRole("button", { name: "Load more" }).waitFor({ state: "detached" });

      await page.getByRole("combobox", { name: "Sort comments" }).selectOption("newest");
      await expect.poll(() => items.first().textContent()).toContain(label(TOTAL - 1));
      await expect.poll(() => items.count()).toBe(50);
      expect(await items.nth(1).textContent()).toContain(label(TOTAL - 2));
      await page.getByRole("button", { name: "Load more" }).click();
      await expect.poll(() => items.count()).toBe(TOTAL);
      expect(await items.last().textContent()).toContain(label(0));
    } finally {
      await adminDb.recursiveDelete(copy);
    }
  });

  it("shows the owner Delete on a member's comment, and the owner's delete removes it", async () => {
    const { user, cookie } = await directUser();
    const item = await newestItem("articles");
    const text = `A member's comment for the owner ${stamp()}`;
    const posted = await postJson<{ comments: { _id: string; text: string }[] }>(`/api/articles/comment/${item._id}`, { text }, { cookie });
    expect(posted.status).toBe(200);
    try {
      const page = await session.newPage();
      await logIn(page, owner.email, owner.password);
      await openItem(page, "articles", item);
      const theirs = commentList(page).getByRole("listitem").filter({ hasText: text });
      const remove = theirs.getByRole("button", { name: `Delete comment by ${user.username}` });
      await remove.waitFor();
      const question = answerNextDialog(page);
      await remove.click();
      expect(await question).toBe("Are you sure you want to delete this comment?");
      await theirs.waitFor({ state: "detached" });
      await page.getByText("Comment deleted!").first().waitFor();
    } finally {
      await tidyUp("articles", item._id, cookie, user.username);
    }
  });
});
