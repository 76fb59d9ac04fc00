// The site as a fediverse account (issue 23), against the real emulators through Hosting and a second server on
// 127.0.0.1 built with the same library (support/fediverse-peer.ts): discovery, following, what followers receive
// when the owner publishes, edits and trashes, replies into moderation and the owner's answer back, likes and boosts,
// and what the inbox refuses.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import type { Actor } from "@fedify/vocab";
import { startPeer, type Peer, type Received } from "../support/fediverse-peer";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sessionCookieFor, siteUrl } from "../support/stack";

const siteHost = new URL(siteUrl).host;
let peer: Peer;
let site: Actor;
let ownerCookie = "";
let memberCookie = "";
const made: TestItem[] = [];
const stops: (() => Promise<void>)[] = [];
const blockedHosts: string[] = [];

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  peer = await startPeer();
  [ownerCookie, memberCookie] = await Promise.all([
    sessionCookieFor(owner.email, owner.password),
    sessionCookieFor(member.email, member.password),
  ]);
}, 60_000);

afterAll(async () => {
  // The peer stops with the file: it must stop being a follower too, or later publishes would deliver to nobody.
  const followers = await adminDb.collection("fediverseFollowers").where("server", "==", peer.host).get();
  await Promise.all(followers.docs.map((doc) => doc.ref.delete()));
  await adminDb.collection("fediverseSettings").doc("blockedDomains").delete();
  // Replies the tests left waiting (the refused ones were never stored; the blocked server's first tries were).
  for (const server of [peer.host, ...blockedHosts]) {
    const left = await adminDb.collection("fediverseReplies").where("author.server", "==", server).get();
    await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  }
  await Promise.all(made.map(removeItem));
  await Promise.all([peer.stop(), ...stops.map((stop) => stop())]);
});

async function itemIn(kind: ItemKind, state: Record<string, unknown>): Promise<TestItem> {
  const item = await freshItem(kind);
  made.push(item);
  if (Object.keys(state).length > 0) await item.ref.update(state);
  return item;
}

const itemAddress = (kind: ItemKind, id: string) => `${siteUrl}${ITEM_KINDS[kind].pagePath}/${id}`;
const objectOf = (activity: Received) => activity.json.object as Record<string, unknown>;
const ofItem = (type: string, kind: ItemKind, id: string) => (activity: Received) =>
  activity.type === type && JSON.stringify(activity.json.object).includes(itemAddress(kind, id));

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
/** The fields an edit must carry (PUT replaces the text fields), as the item has them, with `fields` changed. */
const REQUIRED: Record<ItemKind, string[]> = {
  projects: ["title", "shortDescription", "category"],
  articles: ["title", "firstParagraph", "category"],
  blogs: ["title", "firstParagraph", "category"],
  "random-post": ["title"],
  islamic: ["title"],
};
async function put(kind: ItemKind, id: string, fields: Record<string, string>) {
  const stored = (await adminDb.collection(ITEM_KINDS[kind].collection).doc(id).get()).data() ?? {};
  const kept = Object.fromEntries(REQUIRED[kind].map((name) => [name, String(stored[name] ?? "")]));
  return callSite<Record<string, unknown>>(apiPaths.item(kind, id), { method: "PUT", body: form({ ...kept, ...fields }), cookie: ownerCookie });
}
const sendJson = (path: string, method: string, cookie: string | undefined, json?: unknown) =>
  callSite<Record<string, unknown>>(path, {
    method,
    cookie,
    headers: json ? { "Content-Type": "application/json" } : {},
    body: json ? JSON.stringify(json) : undefined,
  });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("discovery", () => {
  it("resolves the owner's handle by WebFinger to a Person with inbox, outbox, collections and a key", async () => {
    site = await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    expect(site.id?.href).toBe(`${siteUrl}/ap/users/${owner.username}`);
    expect(site.preferredUsername?.toString()).toBe(owner.username);
    expect(site.name?.toString()).toBeTruthy();
    expect(site.url).toEqual(new URL(`${siteUrl}/`));
    expect(site.inboxId?.href).toBe(`${siteUrl}/ap/users/${owner.username}/inbox`);
    expect(site.endpoints?.sharedInbox?.href).toBe(`${siteUrl}/ap/inbox`);
    expect(site.outboxId?.href).toBe(`${siteUrl}/ap/users/${owner.username}/outbox`);
    expect(site.followersId?.href).toBe(`${siteUrl}/ap/users/${owner.username}/followers`);
    expect(site.followingId?.href).toBe(`${siteUrl}/ap/users/${owner.username}/following`);
    const key = await site.getPublicKey();
    expect(key?.publicKey?.algorithm.name).toBe("RSASSA-PKCS1-v1_5");
  });

  it("serves NodeInfo, and answers 404 for an account that is not the owner's", async () => {
    const links = (await callSite<{ links: { href: string }[] }>("/.well-known/nodeinfo")).body.links;
    const nodeInfo = await callSite<{ protocols: string[]; software: { name: string } }>(new URL(links[0]!.href).pathname);
    expect(nodeInfo.body).toMatchObject({ protocols: ["activitypub"], software: { name: "devfolio" } });
    const stranger = await callSite(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${member.username}@${siteHost}`)}`);
    expect(stranger.status).toBe(404);
  });

  it("answers an item's address with its object to activity+json, and with the page otherwise", async () => {
    const item = await itemIn("articles", {});
    const asObject = await callSite<Record<string, unknown>>(`/articles/${item.id}`, { headers: { Accept: "application/activity+json" } });
    expect(asObject.headers.get("content-type")).toContain("application/activity+json");
    expect(asObject.headers.get("vary")).toContain("Accept");
    expect(asObject.body).toMatchObject({ type: "Article", id: itemAddress("articles", item.id), url: itemAddress("articles", item.id) });
    const asPage = await callSite<string>(`/articles/${item.id}`, { headers: { Accept: "text/html" } });
    expect(asPage.headers.get("content-type")).toContain("text/html");
    expect(asPage.headers.get("vary")).toContain("Accept");
    await item.ref.update({ status: "draft" });
    const draft = await callSite(`/articles/${item.id}`, { headers: { Accept: "application/activity+json" } });
    expect(draft.status).toBe(404);
  });
});

describe("following and publishing out", () => {
  it("follows, receives a signed Accept, and shows on the owner's people page", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const follow = await peer.follow(site);
    const accept = await peer.waitFor((activity) => activity.type === "Accept");
    expect(JSON.stringify(accept.json.object)).toContain(follow.id!.href);
    const people = await callSite<{ handle: string; total: number; followers: { handle: string; server: string }[] }>(
      "/api/fediverse/followers",
      { cookie: ownerCookie },
    );
    expect(people.body.handle).toBe(`@${owner.username}@${siteHost}`);
    expect(people.body.followers).toContainEqual(expect.objectContaining({ handle: `@bob@${peer.host}`, server: peer.host }));
    expect((await callSite("/api/fediverse/followers", { cookie: memberCookie })).status).toBe(403);
    expect((await callSite("/api/fediverse/followers")).status).toBe(401);
  });

  it("sends an Article when an article is published, an Update on an edit and a Delete on a trash", async () => {
    const item = await itemIn("articles", { status: "draft", category: "Technology" });
    expect((await put("articles", item.id, { status: "published" })).status).toBe(200);
    const created = await peer.waitFor(ofItem("Create", "articles", item.id));
    expect(objectOf(created)).toMatchObject({ type: "Article", url: itemAddress("articles", item.id) });
    expect(String(objectOf(created).name)).toMatch(/^Engagement test/);
    expect(JSON.stringify(objectOf(created).tag)).toContain("#Technology");
    expect(JSON.stringify(objectOf(created).attachment)).toContain('"name"');

    expect((await put("articles", item.id, { title: "Edited for the fediverse" })).status).toBe(200);
    const updated = await peer.waitFor(ofItem("Update", "articles", item.id));
    expect(objectOf(updated).name).toBe("Edited for the fediverse");

    expect((await sendJson(apiPaths.item("articles", item.id), "DELETE", ownerCookie)).status).toBe(200);
    await peer.waitFor(ofItem("Delete", "articles", item.id));
    // Its address now answers a Tombstone, 410 Gone, to servers (and the same 404 page as any hidden item to people).
    const gone = await callSite<Record<string, unknown>>(`/articles/${item.id}`, { headers: { Accept: "application/activity+json" } });
    expect({ status: gone.status, type: gone.body.type }).toEqual({ status: 410, type: "Tombstone" });
  });

  it("sends a Note with its image attached and a url to its page for a random post", async () => {
    const item = await itemIn("random-post", { status: "draft" });
    expect((await put("random-post", item.id, { status: "published" })).status).toBe(200);
    const created = await peer.waitFor(ofItem("Create", "random-post", item.id));
    expect(objectOf(created)).toMatchObject({ type: "Note", url: itemAddress("random-post", item.id) });
    expect(JSON.stringify(objectOf(created).attachment)).toMatch(/"type":"(Image|Video)"/);
  });

  it("sends a scheduled item's Create at its time, not before", async () => {
    const item = await itemIn("blogs", { status: "draft" });
    const at = new Date(Date.now() + 4_000);
    const scheduled = await put("blogs", item.id, { status: "published", publishAt: at.toISOString() });
    expect(scheduled.body).toMatchObject({ status: "scheduled" });
    const created = await peer.waitFor(ofItem("Create", "blogs", item.id), 40_000);
    expect(Date.parse(String(created.json.published))).toBeGreaterThanOrEqual(at.getTime() - 1_000);
    expect(peer.received.filter(ofItem("Create", "blogs", item.id))).toHaveLength(1);
  }, 60_000);

  it("lists what was sent in the outbox", async () => {
    const outbox = await callSite<{ totalItems: number; first: string }>(`/ap/users/${owner.username}/outbox`, {
      headers: { Accept: "application/activity+json" },
    });
    expect(outbox.body.totalItems).toBeGreaterThan(0);
    const page = await callSite<{ orderedItems: { type: string }[] }>(new URL(outbox.body.first).pathname + new URL(outbox.body.first).search, {
      headers: { Accept: "application/activity+json" },
    });
    expect(page.body.orderedItems.length).toBeGreaterThan(0);
  });
});

describe("replies, likes and boosts coming in", () => {
  it("puts a reply in moderation; approved, it shows under the item with its server, and the owner's answer goes back", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    const note = await peer.reply(site, new URL(itemAddress("blogs", item.id)), "Lovely post, <b>thanks</b> &amp; more!");
    const pending = await eventually(
      () =>
        callSite<{ replies: { _id: string; itemId: string; text: string; author: { handle: string; server: string; avatar: string } }[] }>(
          "/api/fediverse/replies",
          { cookie: ownerCookie },
        ),
      (answer) => answer.body.replies.some((reply) => reply.itemId === item.id),
    );
    const reply = pending.body.replies.find((each) => each.itemId === item.id)!;
    expect(reply.text).toBe("Lovely post, thanks & more!");
    expect(reply.author).toMatchObject({ handle: `@bob@${peer.host}`, server: peer.host });
    // The avatar is a copy in the site's own storage, never the author's server's address.
    expect(reply.author.avatar).toContain("fediverse-avatars");
    expect(reply.author.avatar).not.toContain(peer.host);
    // Not shown before the owner approves it.
    expect(JSON.stringify((await callSite(apiPaths.item("blogs", item.id))).body)).not.toContain("Lovely post");
    expect((await callSite("/api/moderation/summary", { cookie: ownerCookie })).body).toMatchObject({ pendingFediverseReplies: expect.any(Number) });

    expect((await sendJson(`/api/fediverse/replies/${reply._id}/approve`, "PUT", memberCookie)).status).toBe(403);
    expect((await sendJson(`/api/fediverse/replies/${reply._id}/approve`, "PUT", ownerCookie)).status).toBe(200);
    const shown = await callSite<{ commentCount: number; comments: { _id: string; text: string; fediverse?: { server: string } }[] }>(
      apiPaths.item("blogs", item.id),
    );
    const comment = shown.body.comments.find((each) => each.text === "Lovely post, thanks & more!");
    expect(comment?.fediverse).toMatchObject({ server: peer.host });
    expect(shown.body.commentCount).toBe(1);

    // A member cannot answer through the fediverse; the owner can, and the answer reaches the peer.
    expect((await sendJson(apiPaths.itemComments("blogs", item.id), "POST", memberCookie, { text: "Hi", replyTo: comment!._id })).status).toBe(403);
    const answered = await sendJson(apiPaths.itemComments("blogs", item.id), "POST", ownerCookie, { text: "Thank you, Bob!", replyTo: comment!._id });
    expect(answered.status).toBe(200);
    const answer = await peer.waitFor((activity) => activity.type === "Create" && JSON.stringify(activity.json.object).includes("Thank you, Bob!"));
    expect(objectOf(answer)).toMatchObject({ type: "Note", inReplyTo: note.id!.href });
    expect(JSON.stringify(objectOf(answer).tag)).toContain(peer.actorId.href);

    // Its author edits, then deletes it: the comment follows.
    await peer.editReply(site, note, "Edited on my server");
    const edited = await eventually(
      () => callSite<{ comments: { _id: string; text: string }[] }>(apiPaths.item("blogs", item.id)),
      (answer) => answer.body.comments.some((each) => each.text === "Edited on my server"),
    );
    expect(edited.body.comments.map((each) => each.text)).toContain("Edited on my server");
    await peer.deleteReply(site, note);
    const gone = await eventually(
      () => callSite<{ commentCount: number; comments: { _id: string }[] }>(apiPaths.item("blogs", item.id)),
      (answer) => !answer.body.comments.some((each) => each._id === comment!._id),
    );
    expect(gone.body.comments.map((each) => each._id)).not.toContain(comment!._id);
  }, 90_000);

  it("counts likes and boosts apart from the site's own, and takes them back on Undo", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("projects", {});
    const object = new URL(itemAddress("projects", item.id));
    const like = await peer.like(site, object);
    const boost = await peer.announce(site, object);
    await peer.like(site, object); // the same like again counts once
    const counted = await callSite<Record<string, number>>(apiPaths.item("projects", item.id));
    expect(counted.body).toMatchObject({ likeCount: 0, fediverseLikeCount: 1, fediverseBoostCount: 1 });
    await peer.undo(site, like);
    await peer.undo(site, boost);
    const undone = await callSite<Record<string, number>>(apiPaths.item("projects", item.id));
    expect(undone.body).toMatchObject({ fediverseLikeCount: 0, fediverseBoostCount: 0 });
  });
});

describe("what one server cannot do to another's", () => {
  it("takes no reply attributed to someone else, no like of a path below an item, and no Undo of another's like", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", {});
    const inbox = new URL(`${siteUrl}/ap/users/${owner.username}/inbox`);
    const forged = JSON.stringify({
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${peer.origin}/notes/forged#create`,
      type: "Create",
      actor: peer.actorId.href,
      object: { id: `${peer.origin}/notes/forged`, type: "Note", attributedTo: "https://mastodon.example/users/alice", inReplyTo: itemAddress("blogs", item.id), content: "Not mine" },
    });
    expect((await peer.postRaw(inbox, forged, "own-key")).status).toBe(202);
    expect((await adminDb.collection("fediverseReplies").where("noteId", "==", `${peer.origin}/notes/forged`).get()).empty).toBe(true);

    // "%2F" in an address must not reach a document below the item (a comment, a like).
    const commentId = (await item.ref.collection("comments").add({ text: "A member's comment", createdAt: new Date() })).id;
    await peer.like(site, new URL(`${itemAddress("blogs", item.id)}%2Fcomments%2F${commentId}`));
    expect((await item.ref.collection("comments").doc(commentId).get()).get("fediverseLikeCount")).toBeUndefined();

    const like = await peer.like(site, new URL(itemAddress("blogs", item.id)));
    const eve = await startPeer("eve");
    stops.push(() => eve.stop());
    await eve.undo(site, like);
    const counted = await callSite<Record<string, number>>(apiPaths.item("blogs", item.id));
    expect(counted.body.fediverseLikeCount).toBe(1);
  });
});

describe("what the inbox refuses", () => {
  const reply = (from: Peer, inReplyTo: string, id: string, padding = "") =>
    JSON.stringify({
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${from.origin}/notes/${id}#create`,
      type: "Create",
      actor: from.actorId.href,
      object: { id: `${from.origin}/notes/${id}`, type: "Note", attributedTo: from.actorId.href, inReplyTo, content: `Refused ${padding}` },
    });
  const stored = async (from: Peer, id: string) =>
    !(await adminDb.collection("fediverseReplies").where("noteId", "==", `${from.origin}/notes/${id}`).get()).empty;

  it("answers an unsigned, a wrongly signed and an oversized activity with 401, 401 and 413, storing nothing", async () => {
    const item = await itemIn("articles", {});
    const inbox = new URL(`${siteUrl}/ap/users/${owner.username}/inbox`);
    const target = itemAddress("articles", item.id);
    expect((await peer.postRaw(inbox, reply(peer, target, "unsigned"))).status).toBe(401);
    expect((await peer.postRaw(inbox, reply(peer, target, "forged"), "another-key")).status).toBe(401);
    expect((await peer.postRaw(inbox, reply(peer, target, "oversized", "x".repeat(70 * 1024)), "own-key")).status).toBe(413);
    // The same reply, signed with the peer's own key, is taken: the refusals were for what they said.
    expect((await peer.postRaw(inbox, reply(peer, target, "signed"), "own-key")).status).toBe(202);
    expect(await stored(peer, "unsigned")).toBe(false);
    expect(await stored(peer, "forged")).toBe(false);
    expect(await stored(peer, "oversized")).toBe(false);
    expect(await stored(peer, "signed")).toBe(true);
  });

  it("refuses a blocked domain with 403, and checks the owner's list", async () => {
    // A server of its own, named localhost, so blocking it blocks no other test's peer.
    const blocked = await startPeer("mallory", "localhost");
    stops.push(() => blocked.stop());
    blockedHosts.push(blocked.host);
    expect((await sendJson("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: ["not a domain"] })).status).toBe(400);
    expect((await sendJson("/api/fediverse/blocked-domains", "PUT", memberCookie, { domains: ["localhost"] })).status).toBe(403);
    const saved = await sendJson("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: ["Bad.Example", "localhost", "bad.example"] });
    expect(saved.body).toEqual({ domains: ["bad.example", "localhost"] });
    const item = await itemIn("articles", {});
    const inbox = new URL(`${siteUrl}/ap/users/${owner.username}/inbox`);
    // The list is kept 10 s per instance: the refusal shows within that, and the refused reply is not stored.
    let attempt = 0;
    const refused = await eventually(
      () => blocked.postRaw(inbox, reply(blocked, itemAddress("articles", item.id), `blocked-${++attempt}`), "own-key"),
      (answer) => answer.status === 403,
      15_000,
    );
    expect(refused.status).toBe(403);
    expect(await stored(blocked, `blocked-${attempt}`)).toBe(false);
    expect((await sendJson("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: [] })).body).toEqual({ domains: [] });
  }, 30_000);
});
