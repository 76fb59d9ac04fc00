// The home comments' replies, paged as item pages page their comments (issue 32): the list answer, and the page the
// server renders from it, carry a comment's first few replies and a cursor; the rest come a page at a time.
import { afterAll, describe, expect, it } from "vitest";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { commentPageSchema } from "@contract/comments";
import { homeCommentListSchema, type HomeComment } from "@contract/community";
import { REPLIES_IN_LIST, REPLY_PAGE } from "@contract/limits";
import { apiPaths } from "@contract/routes";
import { directUser } from "../support/accounts";
import { adminDb, callSite, postJson } from "../support/stack";

const tag = Math.random().toString(36).slice(2, 10);
const threads: DocumentReference[] = [];
afterAll(async () => {
  await Promise.all(threads.map((ref) => adminDb.recursiveDelete(ref)));
});

const replyText = (index: number) => `Paged reply ${String(index).padStart(2, "0")} ${tag}`;

/** A comment with `total` replies, written behind the API with its counter, newest of all so the list shows it. */
async function thread(username: string, total: number): Promise<string> {
  const ref = adminDb.collection("homeComments").doc();
  threads.push(ref);
  const batch = adminDb.batch();
  batch.create(ref, { authorUid: "nobody", username, text: `A busy thread ${tag}`, replyCount: total, createdAt: Timestamp.now() });
  for (let index = 0; index < total; index += 1) {
    batch.create(ref.collection("replies").doc(), {
      authorUid: "nobody",
      username,
      text: replyText(index),
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index),
    });
  }
  await batch.commit();
  return ref.id;
}

/** The list as a signed-in viewer gets it: read afresh, never the function's copy of a guest's. */
async function listed(cookie: string, id: string): Promise<HomeComment> {
  const answer = await callSite(apiPaths.homeComments, { cookie });
  expect(answer.status).toBe(200);
  const comment = homeCommentListSchema.parse(answer.body).find((each) => each._id === id);
  expect(comment).toBeDefined();
  return comment!;
}

const replyPage = (id: string, query: Record<string, string>, cookie?: string) =>
  callSite(`${apiPaths.homeReplies(id)}?${new URLSearchParams(query).toString()}`, { cookie });

describe("home comment replies, a page at a time", () => {
  it("carries a comment's first few replies in the list and the page, and pages through the rest", async () => {
    const { user, cookie } = await directUser();
    const total = REPLIES_IN_LIST + REPLY_PAGE.defaultSize + 3;
    const id = await thread(user.username, total);

    const comment = await listed(cookie, id);
    expect(comment.replyCount).toBe(total);
    expect(comment.replies.map((reply) => reply.text)).toEqual(Array.from({ length: REPLIES_IN_LIST }, (_, index) => replyText(index)));
    expect(comment.repliesCursor).not.toBeNull();

    // The page rendered on the server inlines that answer: the thread's later replies are not in it.
    const home = await callSite<string>("/", { cookie });
    expect(home.status).toBe(200);
    expect(home.body).toContain(replyText(REPLIES_IN_LIST - 1));
    expect(home.body).not.toContain(replyText(REPLIES_IN_LIST));

    const first = await replyPage(id, { after: comment.repliesCursor! });
    expect(first.status).toBe(200);
    const firstPage = commentPageSchema.parse(first.body);
    expect(firstPage.comments).toHaveLength(REPLY_PAGE.defaultSize);
    expect(firstPage.nextCursor).not.toBeNull();
    const last = commentPageSchema.parse((await replyPage(id, { after: firstPage.nextCursor! })).body);
    expect(last.nextCursor).toBeNull();
    expect([...comment.replies, ...firstPage.comments, ...last.comments].map((reply) => reply.text)).toEqual(
      Array.from({ length: total }, (_, index) => replyText(index)),
    );

    // A caller may ask for smaller or larger pages, and for the thread from its start.
    const five = commentPageSchema.parse((await replyPage(id, { after: comment.repliesCursor!, limit: "5" })).body);
    expect(five.comments.map((reply) => reply.text)).toEqual(Array.from({ length: 5 }, (_, index) => replyText(REPLIES_IN_LIST + index)));
    const all = commentPageSchema.parse((await replyPage(id, { limit: String(REPLY_PAGE.maxSize) })).body);
    expect(all.comments).toHaveLength(total);
    expect(all.nextCursor).toBeNull();
  });

  it("answers a clear 400 for a bad cursor or limit, and 404 for an unknown comment", async () => {
    const { user } = await directUser();
    const id = await thread(user.username, 1);
    const limitMessage = `Limit is a whole number from 1 to ${REPLY_PAGE.maxSize}.`;
    for (const limit of ["0", String(REPLY_PAGE.maxSize + 1), "ten", "2.5", "-1", "1000000"]) {
      const answer = await replyPage(id, { limit });
      expect(answer.status, `limit=${limit}`).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errors: { limit: limitMessage } });
    }
    // Not a cursor at all, then one that decodes to nothing the server made.
    for (const after of ["not a cursor!", Buffer.from('["a","b"]').toString("base64url"), "x".repeat(201)]) {
      const answer = await replyPage(id, { after });
      expect(answer.status, `after=${after}`).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errors: { after: "That cursor is not valid." } });
    }
    expect((await replyPage("no-such-comment", {})).status).toBe(404);
  });

  it("keeps the counts right when a paged thread gets a reply and loses one", async () => {
    const { user, cookie } = await directUser();
    const total = REPLIES_IN_LIST + 3;
    const id = await thread(user.username, total);

    const replied = await postJson(apiPaths.homeReplies(id), { text: `My late reply ${tag}` }, { cookie });
    expect(replied.status).toBe(200);
    const after = homeCommentListSchema.parse(replied.body).find((each) => each._id === id)!;
    expect(after.replyCount).toBe(total + 1);
    // The new reply is the thread's last: past the list's few, on the pages.
    expect(after.replies).toHaveLength(REPLIES_IN_LIST);
    const rest = commentPageSchema.parse((await replyPage(id, { after: after.repliesCursor! })).body);
    expect(rest.comments.at(-1)?.text).toBe(`My late reply ${tag}`);
    expect(after.replies.length + rest.comments.length).toBe(total + 1);

    const removed = await callSite(apiPaths.homeReply(id, rest.comments.at(-1)!._id), { method: "DELETE", cookie });
    expect(removed.status).toBe(200);
    const gone = homeCommentListSchema.parse(removed.body).find((each) => each._id === id)!;
    expect(gone.replyCount).toBe(total);
    const remaining = commentPageSchema.parse((await replyPage(id, { after: gone.repliesCursor! })).body);
    expect(remaining.comments.map((reply) => reply.text)).not.toContain(`My late reply ${tag}`);
    expect(gone.replies.length + remaining.comments.length).toBe(total);
  });
});
