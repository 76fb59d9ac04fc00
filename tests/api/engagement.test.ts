import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import type { z } from "zod";
import { commentPageSchema, type Comment } from "@contract/comments";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { ITEM_SCHEMAS } from "@contract/item-schemas";
import { COMMENTS_PER_ITEM, COMMUNITY_LIMITS, TEXT_LIMITS } from "@contract/limits";
import { apiPaths } from "@contract/routes";
import { directUser, directUsers } from "../support/accounts";
import { freshItem, recordCounts, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, owner, postJson, sessionCookieFor } from "../support/stack";

interface Item {
  _id: string;
  likeCount: number;
  likedByMe: boolean;
  commentCount: number;
  comments: Comment[];
  commentsCursor: string | null;
}

const parseItem = (kind: ItemKind, body: unknown) => (ITEM_SCHEMAS[kind].itemSchema as z.ZodType).parse(body) as Item;
const like = (kind: ItemKind, id: string, cookie?: string) => postJson(apiPaths.itemLike(kind, id), {}, { cookie });
const comment = (kind: ItemKind, id: string, text: unknown, cookie?: string) =>
  postJson(apiPaths.itemComments(kind, id), { text }, { cookie });
const uncomment = (kind: ItemKind, id: string, commentId: string, cookie?: string) =>
  callSite(apiPaths.itemComment(kind, id, commentId), { method: "DELETE", cookie });

const items: TestItem[] = [];
async function itemOf(kind: ItemKind) {
  const item = await freshItem(kind);
  items.push(item);
  return item;
}
afterAll(() => Promise.all(items.map(removeItem)));

let ownerCookie: string;
beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

describe.each(ITEM_KIND_NAMES)("likes and comments on /api/%s", (kind) => {
  it("toggles a member's like, answering the full item with an exact count", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    const liked = await like(kind, item.id, cookie);
    expect(liked.status).toBe(200);
    expect(parseItem(kind, liked.body)).toMatchObject({ _id: item.id, likeCount: 1, likedByMe: true });
    const unliked = await like(kind, item.id, cookie);
    expect(parseItem(kind, unliked.body)).toMatchObject({ likeCount: 0, likedByMe: false });
    expect(await recordCounts(item)).toMatchObject({ likes: 0 });
  });

  it("adds a trimmed comment with the author's username and image, and its author deletes it", async () => {
    const item = await itemOf(kind);
    const { user, cookie } = await directUser();
    const added = await comment(kind, item.id, "  Nice work!  ", cookie);
    expect(added.status).toBe(200);
    const withComment = parseItem(kind, added.body);
    expect(withComment.commentCount).toBe(1);
    expect(withComment.comments).toEqual([
      expect.objectContaining({ username: user.username, text: "Nice work!", profileImage: expect.any(String) }),
    ]);
    expect(JSON.stringify(added.body)).not.toContain(user.email);
    const removed = await uncomment(kind, item.id, withComment.comments[0]!._id, cookie);
    expect(removed.status).toBe(200);
    expect(parseItem(kind, removed.body)).toMatchObject({ commentCount: 0, comments: [] });
  });
});

describe("who may like, comment and delete", () => {
  const kind: ItemKind = "articles";

  it("answers 401 to a guest's like, comment and delete, and changes nothing", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    const commentId = parseItem(kind, (await comment(kind, item.id, "Mine", cookie)).body).comments[0]!._id;
    for (const answer of [
      await like(kind, item.id),
      await comment(kind, item.id, "Hello"),
      await uncomment(kind, item.id, commentId),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Please log in first!" });
    }
    expect(await recordCounts(item)).toEqual({ likes: 0, comments: 1 });
  });

  it("lets only the author or the owner delete a comment", async () => {
    const item = await itemOf(kind);
    const [author, stranger] = await directUsers(2);
    const first = parseItem(kind, (await comment(kind, item.id, "First", author!.cookie)).body).comments[0]!;
    const forbidden = await uncomment(kind, item.id, first._id, stranger!.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, message: "You can only delete your own comments." });
    expect((await recordCounts(item)).comments).toBe(1);
    const byOwner = await uncomment(kind, item.id, first._id, ownerCookie);
    expect(byOwner.status).toBe(200);
    expect(parseItem(kind, byOwner.body).commentCount).toBe(0);
    const again = await uncomment(kind, item.id, first._id, ownerCookie);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: "Comment not found." });
  });

  it("refuses empty, blank and over-long comments with a field message, storing nothing", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    for (const text of [undefined, "", "   \n\t ", 42]) {
      const answer = await comment(kind, item.id, text, cookie);
      expect(answer.status, String(text)).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: "Comment text is required.",
        errors: { text: "Comment text is required." },
      });
    }
    const long = await comment(kind, item.id, "x".repeat(TEXT_LIMITS.comment + 1), cookie);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errors: { text: `Comments are limited to ${TEXT_LIMITS.comment} characters.` } });
    expect(await recordCounts(item)).toEqual({ likes: 0, comments: 0 });
    expect(parseItem(kind, (await callSite(apiPaths.item(kind, item.id))).body).commentCount).toBe(0);
  });

  it("answers the kind's 404 for an unknown item, and 404 for ids that are not ids", async () => {
    const { cookie } = await directUser();
    for (const answer of [await like(kind, "noSuchItem1", cookie), await comment(kind, "noSuchItem1", "Hi", cookie)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: ITEM_KINDS[kind].notFound });
    }
    expect((await like(kind, "a%2Fb", cookie)).status).toBe(404);
    expect((await uncomment(kind, "noSuchItem1", "noSuchComment", cookie)).status).toBe(404);
  });
});

// On two cores the Functions emulator starts a worker per concurrent call, so 20 or 30 calls at once take
// a while on a busy machine: these tests get more time, and their members are signed in beforehand.
const CONCURRENT_TEST_MS = 120_000;

describe("counters under concurrent calls", () => {
  const kind: ItemKind = "blogs";
  let likers: Awaited<ReturnType<typeof directUsers>>;
  let commenters: Awaited<ReturnType<typeof directUsers>>;

  beforeAll(async () => {
    likers = await directUsers(20);
    commenters = await directUsers(3);
  }, CONCURRENT_TEST_MS);

  it("counts 20 members liking at once as exactly 20", async () => {
    const item = await itemOf(kind);
    const members = likers;
    const answers = await Promise.all(members.map(({ cookie }) => like(kind, item.id, cookie)));
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200));
    const final = parseItem(kind, (await callSite(apiPaths.item(kind, item.id))).body);
    expect(final.likeCount).toBe(20);
    expect((await recordCounts(item)).likes).toBe(20);
  }, CONCURRENT_TEST_MS);

  it("moves the count by at most one for 10 parallel likes from one member, matching the final state", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(kind, item.id, cookie)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const final = parseItem(kind, (await callSite(apiPaths.item(kind, item.id), { cookie })).body);
    expect(final.likeCount).toBe(final.likedByMe ? 1 : 0);
    expect((await recordCounts(item)).likes).toBe(final.likeCount);
  });

  it("stores 30 parallel comments once each, and parallel deletes bring the count back to 0", async () => {
    const item = await itemOf(kind);
    // Three members at their per-minute limit: 30 comments at once, none refused.
    const members = commenters;
    const perMember = COMMUNITY_LIMITS.comments.limit;
    const posts = members.flatMap(({ cookie }, who) =>
      Array.from({ length: perMember }, (_, index) => ({ cookie, text: `Comment ${who}-${index}` })),
    );
    const answers = await Promise.all(posts.map(({ cookie, text }) => comment(kind, item.id, text, cookie)));
    expect(answers.map((answer) => answer.status)).toEqual(posts.map(() => 200));
    const stored = (await item.ref.collection("comments").get()).docs;
    expect(stored.map((doc) => doc.get("text")).sort()).toEqual(posts.map((post) => post.text).sort());
    expect(parseItem(kind, (await callSite(apiPaths.item(kind, item.id))).body).commentCount).toBe(30);

    const authorOf = new Map(members.map(({ user, cookie }) => [user.username, cookie]));
    const deletes = await Promise.all(
      stored.map((doc) => uncomment(kind, item.id, doc.id, authorOf.get(doc.get("username")))),
    );
    expect(deletes.map((answer) => answer.status)).toEqual(stored.map(() => 200));
    expect(parseItem(kind, (await callSite(apiPaths.item(kind, item.id))).body).commentCount).toBe(0);
    expect((await recordCounts(item)).comments).toBe(0);
  }, CONCURRENT_TEST_MS);

  it("accepts no more than the limit when one member sends more comments at once, and refuses the rest with 429, never 500", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    const sent = COMMUNITY_LIMITS.comments.limit + 5;
    const answers = await Promise.all(Array.from({ length: sent }, (_, index) => comment(kind, item.id, `Burst ${index}`, cookie)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeLessThanOrEqual(COMMUNITY_LIMITS.comments.limit);
    expect((await recordCounts(item)).comments).toBe(accepted);
  }, CONCURRENT_TEST_MS);

  it("answers 429 with Retry-After once a member comments faster than the limit", async () => {
    const item = await itemOf(kind);
    const { cookie } = await directUser();
    for (let index = 0; index < COMMUNITY_LIMITS.comments.limit; index += 1) {
      expect((await comment(kind, item.id, `Quick ${index}`, cookie)).status).toBe(200);
    }
    const refused = await comment(kind, item.id, "One too many", cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining("Please wait") });
    expect((await recordCounts(item)).comments).toBe(COMMUNITY_LIMITS.comments.limit);
  });
});

describe("more comments than one answer carries", () => {
  const kind: ItemKind = "random-post";
  const total = COMMENTS_PER_ITEM * 2 + 7;
  let item: TestItem;

  beforeAll(async () => {
    item = await itemOf(kind);
    const writer = adminDb.bulkWriter();
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < total; index += 1) {
      // Pairs share a timestamp, so the cursor must break ties by id.
      const createdAt = Timestamp.fromMillis(start + Math.floor(index / 2) * 1000);
      void writer.create(item.ref.collection("comments").doc(), { authorUid: "nobody", username: "pager", text: `#${index}`, createdAt });
    }
    await writer.close();
    await item.ref.update({ commentCount: total });
  });

  async function pageThrough(order: "oldest" | "newest"): Promise<string[]> {
    const texts: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages += 1) {
      const answer = await callSite(apiPaths.itemCommentPage(kind, item.id, order, after));
      expect(answer.status).toBe(200);
      const page = commentPageSchema.parse(answer.body);
      expect(page.comments.length).toBeLessThanOrEqual(COMMENTS_PER_ITEM);
      texts.push(...page.comments.map((each) => each.text));
      if (!page.nextCursor) return texts;
      after = page.nextCursor;
    }
    throw new Error("Paging did not end");
  }

  it("answers the first page with the item and a cursor, and the pages hold every comment once, in order", async () => {
    const first = parseItem(kind, (await callSite(apiPaths.item(kind, item.id))).body);
    expect(first.comments).toHaveLength(COMMENTS_PER_ITEM);
    expect(first.commentsCursor).toEqual(expect.any(String));
    const oldest = await pageThrough("oldest");
    expect(oldest).toHaveLength(total);
    expect(new Set(oldest).size).toBe(total);
    expect(oldest.slice(0, COMMENTS_PER_ITEM)).toEqual(first.comments.map((each) => each.text));
    const newest = await pageThrough("newest");
    expect(newest).toEqual([...oldest].reverse());
    const rest = await callSite(apiPaths.itemCommentPage(kind, item.id, "oldest", first.commentsCursor!));
    expect(commentPageSchema.parse(rest.body).comments[0]!.text).toBe(oldest[COMMENTS_PER_ITEM]);
  });

  it("refuses a cursor or order that is not one of its own with 400", async () => {
    for (const query of ["after=not-a-cursor", "order=sideways", `after=${Buffer.from("[1,2]").toString("base64url")}`]) {
      const answer = await callSite(`${apiPaths.item(kind, item.id)}/comments?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ success: false });
    }
  });
});
