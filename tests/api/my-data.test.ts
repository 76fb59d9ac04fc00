// GET /api/my-data, "Download my data" (issue 36), against the real stack through Hosting: a member's file holds what
// they wrote, liked, followed and chose, wherever it is, and nothing of anybody else's; it is theirs alone, private,
// and limited to a few downloads an hour.
import { afterAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { directUser } from "../support/accounts";
import { contactMessage, homeComment, homeReply, itemComment, pendingReport, pendingReview, removeCommunityRecords } from "../support/community-fixtures";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminAuth, callSite, postJson } from "../support/stack";

const since = new Date();
const items: TestItem[] = [];
const authors: string[] = [];

afterAll(async () => {
  await Promise.all(items.map(removeItem));
  await removeCommunityRecords(authors, since);
});

interface MyData {
  profile: { username: string };
  account: { email: string };
  comments: Array<{ text: string; item: { kind: string; id: string; url: string } }>;
  homeComments: Array<{ text: string }>;
  replies: Array<{ text: string; homeComment: string }>;
  reviews: Array<{ text: string }>;
  reports: Array<{ subject: string }>;
  messagesToTheOwner: Array<{ subject: string }>;
  likes: Array<{ kind: string; id: string }>;
  following: Array<{ username: string }>;
  followers: Array<{ username: string }>;
  emailChoices: { posts: string[]; replies: boolean };
  sessions: Array<{ started: string }>;
}

describe("GET /api/my-data", () => {
  it("gives a member everything they made or chose, as a JSON file to save, and nothing of anybody else's", async () => {
    const member = await directUser();
    const friend = await directUser();
    const uid = (await adminAuth.getUserByEmail(member.user.email)).uid;
    const friendUid = (await adminAuth.getUserByEmail(friend.user.email)).uid;
    authors.push(uid, friendUid);
    const author = { uid, username: member.user.username };
    const item = await freshItem("blogs");
    items.push(item);

    expect((await postJson(apiPaths.itemLike("blogs", item.id), {}, { cookie: member.cookie })).status).toBe(200);
    expect((await postJson(apiPaths.userFollow(friend.user.username), { action: "follow" }, { cookie: member.cookie })).status).toBe(200);
    expect((await postJson(apiPaths.userFollow(member.user.username), { action: "follow" }, { cookie: friend.cookie })).status).toBe(200);
    await itemComment(item.ref, author, "My comment on a blog");
    await itemComment(item.ref, { uid: friendUid, username: friend.user.username }, "The friend's comment");
    const thread = await homeComment(author, "My home comment");
    await homeReply(thread, author, "My reply");
    await pendingReview(author, "My review, not yet approved");
    await pendingReport(author, "My report");
    await contactMessage({ ...author, email: member.user.email }, "My message to the owner");

    const download = await callSite<MyData>(apiPaths.myData, { cookie: member.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^application\/json/);
    expect(download.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="devfolio-data-${member.user.username}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const data = download.body;
    expect(data.profile.username).toBe(member.user.username);
    expect(data.account.email).toBe(member.user.email);
    expect(data.comments.map((comment) => comment.text)).toEqual(["My comment on a blog"]);
    expect(data.comments[0]!.item).toMatchObject({ kind: "blogs", id: item.id, url: expect.stringMatching(new RegExp(`/blogs/${item.id}$`)) });
    expect(data.homeComments.map((comment) => comment.text)).toEqual(["My home comment"]);
    expect(data.replies).toEqual([expect.objectContaining({ text: "My reply", homeComment: thread })]);
    expect(data.reviews.map((review) => review.text)).toEqual(["My review, not yet approved"]);
    expect(data.reports.map((report) => report.subject)).toEqual(["My report"]);
    expect(data.messagesToTheOwner.map((message) => message.subject)).toEqual(["My message to the owner"]);
    expect(data.likes).toEqual([expect.objectContaining({ kind: "blogs", id: item.id })]);
    expect(data.following).toEqual([expect.objectContaining({ username: friend.user.username })]);
    expect(data.followers).toEqual([expect.objectContaining({ username: friend.user.username })]);
    expect(typeof data.emailChoices.replies).toBe("boolean");
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    // Nothing of anybody else's: not the friend's comment, not their email.
    const text = JSON.stringify(data);
    expect(text).not.toContain("The friend's comment");
    expect(text).not.toContain(friend.user.email);
    expect(text).not.toContain(friendUid);
  });

  it("asks a guest to log in", async () => {
    const answer = await callSite<{ message: string }>(apiPaths.myData);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Please log in first!");
  });

  it("allows five downloads an hour, then says when to try again", async () => {
    const member = await directUser();
    for (let count = 0; count < 5; count += 1) expect((await callSite(apiPaths.myData, { cookie: member.cookie })).status).toBe(200);
    const refused = await callSite<{ message: string }>(apiPaths.myData, { cookie: member.cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have downloaded your data several times in the last hour\. Please try again in /);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
