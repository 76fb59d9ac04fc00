// Who hears of an item when it becomes public (issue 31): the owner's publish confirmation reads these figures from
// the server, so "emailed to N subscribers, sent to M followers" must be the real counts, and nobody else may read them.
import { randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemKind } from "@contract/item-kinds";
import type { PublishingAudience } from "@contract/publishing-audience";
import { apiPaths } from "@contract/routes";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
const tag = randomBytes(5).toString("hex");
const subscriptionIds: string[] = [];
const followerIds: string[] = [];
const made: TestItem[] = [];
const gates: string[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
  // Three subscribers of this file's own (blogs, everything, articles) and two fediverse followers.
  const batch = adminDb.batch();
  for (const [index, posts] of [["blogs"], ["all"], ["articles"]].entries()) {
    const uid = `audience${tag}${index}`;
    subscriptionIds.push(uid);
    batch.set(adminDb.collection("accounts").doc(uid), { email: `a${tag}${index}@example.test`, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
    batch.set(adminDb.collection("subscriptions").doc(uid), { posts, replies: false, moderationDigest: true });
  }
  for (const index of [0, 1]) {
    const id = `audience${tag}${index}`;
    followerIds.push(id);
    batch.set(adminDb.collection("fediverseFollowers").doc(id), {
      actorId: `https://audience.example/users/f${tag}${index}`,
      inbox: `https://audience.example/users/f${tag}${index}/inbox`,
      sharedInbox: "https://audience.example/inbox",
      name: "A follower",
      handle: `@f${index}@audience.example`,
      url: `https://audience.example/@f${index}`,
      avatar: "",
      server: "audience.example",
      followedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
}, 60_000);

afterAll(async () => {
  const batch = adminDb.batch();
  for (const uid of subscriptionIds) {
    batch.delete(adminDb.collection("accounts").doc(uid));
    batch.delete(adminDb.collection("subscriptions").doc(uid));
  }
  for (const id of followerIds) batch.delete(adminDb.collection("fediverseFollowers").doc(id));
  for (const id of gates) batch.delete(adminDb.collection("announcements").doc(id));
  await batch.commit();
  await Promise.all(made.map(removeItem));
});

const audienceOf = (kind: ItemKind, id?: string, cookie = ownerCookie) => callSite<PublishingAudience>(apiPaths.publishingAudience(kind, id), { cookie });

/**
 * What the mail and federation tasks would reach, counted here by reading every document (the slow way the API must
 * not take): subscriptions whose posts name the kind or "all", and every follower.
 */
async function countedByHand(kind: ItemKind) {
  const [subscriptions, followers] = await Promise.all([adminDb.collection("subscriptions").get(), adminDb.collection("fediverseFollowers").get()]);
  const subscribers = subscriptions.docs.filter((doc) => {
    const posts: unknown = doc.get("posts");
    return Array.isArray(posts) && (posts.includes(kind) || posts.includes("all"));
  }).length;
  return { subscribers, followers: followers.size };
}

/** The answer beside a hand count that did not change while it was asked (other test files add subscribers too). */
async function answerWithHandCount(kind: ItemKind) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await countedByHand(kind);
    const answer = await audienceOf(kind);
    const after = await countedByHand(kind);
    if (before.subscribers === after.subscribers && before.followers === after.followers) return { answer, counted: after };
  }
  throw new Error("The subscriptions kept changing while they were counted");
}

describe("who hears of a new item", () => {
  it("answers the owner the real number of each kind's subscribers and of fediverse followers", async () => {
    for (const kind of ["blogs", "articles", "projects"] as const) {
      const { answer, counted } = await answerWithHandCount(kind);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toContain("no-store");
      expect(answer.body).toMatchObject({ success: true, kind, subscribers: counted.subscribers, followers: counted.followers, alreadyEmailed: false });
      expect(typeof answer.body.dailyMailCapReached).toBe("boolean");
    }
    // This file's subscribers: "blogs" and "all" count for blogs, "articles" does not; both followers count.
    const withOurs = await answerWithHandCount("blogs");
    await adminDb.collection("subscriptions").doc(subscriptionIds[0]!).update({ posts: ["projects"] });
    await adminDb.collection("fediverseFollowers").doc(followerIds[0]!).delete();
    const withoutOne = await answerWithHandCount("blogs");
    expect(withoutOne.answer.body.subscribers).toBe(withoutOne.counted.subscribers);
    expect(withoutOne.answer.body.followers).toBe(withoutOne.counted.followers);
    expect(withOurs.answer.body.subscribers).toBeGreaterThanOrEqual(2);
    expect(withOurs.answer.body.followers).toBeGreaterThanOrEqual(2);
  });

  it("says when an item was emailed before, so publishing it again mails nobody", async () => {
    const item = await freshItem("random-post");
    made.push(item);
    expect((await audienceOf("random-post", item.id)).body.alreadyEmailed).toBe(false);
    // The gate that announcing an item makes once in its life (services/mail/announcements.ts).
    const gate = `random-post_${item.id}`;
    gates.push(gate);
    await adminDb.collection("announcements").doc(gate).set({ kind: "random-post", id: item.id, state: "over-daily-cap", pages: 0, mails: 0 });
    expect((await audienceOf("random-post", item.id)).body.alreadyEmailed).toBe(true);
    // Another kind's item of the same id is another item.
    expect((await audienceOf("islamic", item.id)).body.alreadyEmailed).toBe(false);
  });

  it("refuses guests and members, and bad input with a message", async () => {
    const guest = await audienceOf("blogs", undefined, "");
    expect(guest.status).toBe(401);
    const asMember = await audienceOf("blogs", undefined, memberCookie);
    expect(asMember.status).toBe(403);
    expect(JSON.stringify(asMember.body)).not.toMatch(/subscribers|followers/);

    const unknownKind = await callSite<{ message: string }>("/api/publishing/audience?kind=podcasts", { cookie: ownerCookie });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.message).toBe("Choose one of the five kinds.");
    const noKind = await callSite<{ message: string }>("/api/publishing/audience", { cookie: ownerCookie });
    expect(noKind.status).toBe(400);
    const badId = await callSite<{ message: string }>("/api/publishing/audience?kind=blogs&id=..%2Fusers", { cookie: ownerCookie });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("Unknown item.");
  });
});
