// The owner's whole inbox (issue 32) against the real emulators, through Hosting: every comment in one paged list
// with its item and a Delete that keeps counts exact, contact messages marked handled, and commenting turned off
// for one member on every comment and reply path.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage, ModerationSummary } from "@contract/community";
import { ITEM_KIND_NAMES, type ItemKind } from "@contract/item-kinds";
import { COMMENTING_DISABLED_MESSAGE } from "@contract/limits";
import type { InboxComment, InboxCommentPage } from "@contract/moderation-schemas";
import { apiPaths } from "@contract/routes";
import type { ProfileAnswer } from "@contract/users";
import { directUser, type NewUser } from "../support/accounts";
import { contactMessage, homeComment, homeReply, itemComment, type Author } from "../support/community-fixtures";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
let writer: { user: NewUser; cookie: string; author: Author };
const made: TestItem[] = [];
const homeIds: string[] = [];

const send = (path: string, method: string, cookie: string | undefined, json?: unknown) =>
  callSite(path, { method, cookie, headers: json === undefined ? {} : { "Content-Type": "application/json" }, body: json === undefined ? undefined : JSON.stringify(json) });
const inboxPage = (after?: string, limit?: number) => callSite<InboxCommentPage>(apiPaths.moderationComments(after, limit), { cookie: ownerCookie });
const summary = async () => (await callSite<ModerationSummary>(apiPaths.moderationSummary, { cookie: ownerCookie })).body;

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
  const { user, cookie } = await directUser();
  const uid = (await adminDb.collection("usernames").doc(user.username).get()).get("uid") as string;
  writer = { user, cookie, author: { uid, username: user.username } };
});

afterAll(async () => {
  await Promise.all(made.map(removeItem));
  await Promise.all(homeIds.map((id) => adminDb.recursiveDelete(adminDb.collection("homeComments").doc(id))));
});

describe("who may use the inbox's calls", () => {
  it.each([
    ["GET", apiPaths.moderationComments(), undefined],
    ["PUT", apiPaths.contactHandled("any-message"), { handled: true }],
    ["PUT", apiPaths.commenting("somebody1"), { disabled: true }],
  ] as const)("%s %s: guests 401, members 403", async (method, path, json) => {
    const asGuest = await send(path, method, undefined, json);
    const asMember = await send(path, method, memberCookie, json);
    expect([asGuest.status, asMember.status]).toEqual([401, 403]);
  });

  it("refuses a bad limit or cursor with 400 and says which", async () => {
    for (const limit of [0, 51]) {
      const answer = await callSite<{ errors: Record<string, string> }>(`/api/moderation/comments?limit=${limit}`, { cookie: ownerCookie });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.limit).toBe("Limit is a whole number from 1 to 50.");
    }
    for (const after of ["not base64!", Buffer.from(JSON.stringify([1, 2, "../x"])).toString("base64url"), "x".repeat(801)]) {
      const answer = await callSite(`/api/moderation/comments?after=${encodeURIComponent(after)}`, { cookie: ownerCookie });
      expect(answer).toMatchObject({ status: 400, body: { message: "That cursor is not valid.", errors: { after: "That cursor is not valid." } } });
    }
  });
});

describe("recent comments across every kind", () => {
  const fixtures = new Map<string, { kind: ItemKind | "home" | "reply"; item?: TestItem }>();

  beforeAll(async () => {
    // Written one after another, so their order is known: the last written is the newest.
    for (const kind of ITEM_KIND_NAMES) {
      const item = await freshItem(kind);
      made.push(item);
      fixtures.set(await itemComment(item.ref, writer.author, `On a ${kind}`), { kind, item });
    }
    const home = await homeComment(writer.author, "On the home page");
    homeIds.push(home);
    fixtures.set(home, { kind: "home" });
    fixtures.set(await homeReply(home, writer.author, "A reply on the home page"), { kind: "reply" });
  });

  /** Pages through the inbox `size` at a time until every fixture has shown (they are the newest). */
  async function readUntilAllShown(size: number): Promise<InboxComment[]> {
    const shown: InboxComment[] = [];
    let after: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const answer = await inboxPage(after, size);
      expect(answer.status).toBe(200);
      expect(answer.body.comments.length).toBeLessThanOrEqual(size);
      shown.push(...answer.body.comments);
      if ([...fixtures.keys()].every((id) => shown.some((comment) => comment._id === id)) || !answer.body.nextCursor) break;
      after = answer.body.nextCursor;
    }
    return shown;
  }

  it("shows each with its item, author and time, newest first, paged without repeats or gaps", async () => {
    const shown = await readUntilAllShown(3);
    const ids = shown.map((comment) => comment._id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = shown.map((comment) => Date.parse(comment.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const mine = shown.filter((comment) => fixtures.has(comment._id));
    // Newest first: the reply, the home comment, then the items in reverse order of writing.
    expect(mine.map((comment) => comment.text)).toEqual([
      "A reply on the home page",
      "On the home page",
      ...[...ITEM_KIND_NAMES].reverse().map((kind) => `On a ${kind}`),
    ]);
    for (const comment of mine) {
      const fixture = fixtures.get(comment._id)!;
      expect(comment.username).toBe(writer.user.username);
      expect(comment.authorCommentingDisabled).toBe(false);
      if (fixture.kind === "home") expect(comment.on).toEqual({ type: "home" });
      else if (fixture.kind === "reply") expect(comment.on).toEqual({ type: "reply", commentId: homeIds[0] });
      else {
        const title = (await fixture.item!.ref.get()).get("title") as string;
        expect(comment.on).toEqual({ type: "item", kind: fixture.kind, itemId: fixture.item!.id, title });
      }
    }
    // One page of everything matches the small pages.
    const whole = await inboxPage(undefined, shown.length);
    expect(whole.body.comments.map((comment) => comment._id)).toEqual(ids);
  });

  it("deletes through the item's own call, which keeps its count exact, and the inbox no longer shows it", async () => {
    const [id, fixture] = [...fixtures.entries()].find(([, value]) => value.kind === "articles")!;
    const item = fixture.item!;
    expect((await item.ref.get()).get("commentCount")).toBe(1);
    const removed = await send(apiPaths.itemComment("articles", item.id, id), "DELETE", ownerCookie);
    expect(removed.status).toBe(200);
    expect((await item.ref.get()).get("commentCount")).toBe(0);
    expect((await inboxPage(undefined, 50)).body.comments.map((comment) => comment._id)).not.toContain(id);
    fixtures.delete(id);
  });
});

describe("contact messages marked handled", () => {
  it("keeps the message, shows it handled, counts it out of the waiting number, and back; idempotent", async () => {
    const id = await contactMessage({ ...writer.author, email: writer.user.email }, "Handled test");
    const before = (await summary()).contactMessages;
    const handledPath = apiPaths.contactHandled(id);

    for (let time = 0; time < 2; time += 1) {
      const answer = await send(handledPath, "PUT", ownerCookie, { handled: true });
      expect(answer.status).toBe(200);
      expect((answer.body as ContactMessage[]).find((message) => message._id === id)).toMatchObject({ subject: "Handled test", handled: true });
      expect((await summary()).contactMessages).toBe(before - 1);
    }
    const list = await callSite<ContactMessage[]>(apiPaths.contact, { cookie: ownerCookie });
    expect(list.body.find((message) => message._id === id)?.handled).toBe(true);

    const back = await send(handledPath, "PUT", ownerCookie, { handled: false });
    expect(back.status).toBe(200);
    expect((back.body as ContactMessage[]).find((message) => message._id === id)?.handled).toBe(false);
    expect((await summary()).contactMessages).toBe(before);
    await adminDb.collection("contactMessages").doc(id).delete();
  });

  it("answers 404 for an unknown message and 400 for a body without a true or false", async () => {
    const unknown = await send(apiPaths.contactHandled("no-such-message"), "PUT", ownerCookie, { handled: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: "Message not found." });
    const bad = await send(apiPaths.contactHandled("no-such-message"), "PUT", ownerCookie, { handled: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { handled: "Handled is true or false." } });
  });
});

describe("commenting turned off for a member", () => {
  let item: TestItem;
  let home = "";

  beforeAll(async () => {
    item = await freshItem("blogs");
    made.push(item);
    home = await homeComment(writer.author, "A thread to answer");
    homeIds.push(home);
  });

  const writes = () => [
    send(apiPaths.itemComments("blogs", item.id), "POST", writer.cookie, { text: "Still here?" }),
    send(apiPaths.homeComments, "POST", writer.cookie, { text: "Still here?" }),
    send(apiPaths.homeReplies(home), "POST", writer.cookie, { text: "Still here?" }),
  ];

  it("refuses every comment and reply with 403 and says why, tells the member's profile, and takes it back", async () => {
    const path = apiPaths.commenting(writer.user.username);
    for (let time = 0; time < 2; time += 1) {
      const off = await send(path, "PUT", ownerCookie, { disabled: true });
      expect(off).toMatchObject({ status: 200, body: { username: writer.user.username, commentingDisabled: true } });
    }
    for (const answer of await Promise.all(writes())) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, message: COMMENTING_DISABLED_MESSAGE });
    }
    expect((await item.ref.get()).get("commentCount")).toBe(0);
    expect((await adminDb.collection("homeComments").doc(home).get()).get("replyCount")).toBe(0);
    const profile = await callSite<ProfileAnswer>(apiPaths.profile, { cookie: writer.cookie });
    expect(profile.body.user?.commentingDisabled).toBe(true);
    const inbox = await inboxPage(undefined, 50);
    expect(inbox.body.comments.find((comment) => comment._id === home)?.authorCommentingDisabled).toBe(true);
    // Others comment as before.
    expect((await send(apiPaths.itemComments("blogs", item.id), "POST", memberCookie, { text: "Me too" })).status).toBe(200);

    const on = await send(path, "PUT", ownerCookie, { disabled: false });
    expect(on).toMatchObject({ status: 200, body: { commentingDisabled: false } });
    expect((await Promise.all(writes())).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await callSite<ProfileAnswer>(apiPaths.profile, { cookie: writer.cookie })).body.user?.commentingDisabled).toBe(false);
    const mine = (await adminDb.collection("homeComments").where("authorUid", "==", writer.author.uid).get()).docs.map((doc) => doc.id);
    homeIds.push(...mine.filter((id) => !homeIds.includes(id)));
  });

  it("answers 404 for an unknown member, 400 for the owner and for a body without a true or false", async () => {
    expect((await send(apiPaths.commenting("nosuchmember9"), "PUT", ownerCookie, { disabled: true })).status).toBe(404);
    const self = await send(apiPaths.commenting(owner.username), "PUT", ownerCookie, { disabled: true });
    expect(self).toMatchObject({ status: 400, body: { message: "The owner's own commenting cannot be turned off." } });
    const bad = await send(apiPaths.commenting(writer.user.username), "PUT", ownerCookie, {});
    expect(bad).toMatchObject({ status: 400, body: { errors: { disabled: "Disabled is true or false." } } });
  });

  it("leaves the owner's own comments without a switch", async () => {
    const ownerItem = await freshItem("projects");
    made.push(ownerItem);
    expect((await send(apiPaths.itemComments("projects", ownerItem.id), "POST", ownerCookie, { text: "The owner speaks" })).status).toBe(200);
    const inbox = await inboxPage(undefined, 5);
    const mine = inbox.body.comments.find((comment) => comment.text === "The owner speaks");
    expect(mine).toBeDefined();
    expect(mine!.authorCommentingDisabled).toBeUndefined();
  });
});
