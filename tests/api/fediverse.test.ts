// The site as a fediverse account (issue 23), against the real emulators through Hosting and a second server on
// 127.0.0.1 built with the same library (support/fediverse-peer.ts): discovery, following, what followers receive
// when the owner publishes, edits and trashes, replies into moderation and the owner's answer back, likes and boosts,
// and what the inbox refuses.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import type { Actor } from "@fedify/vocab";
import { forgetServers, startPeer, type Peer, type Received } from "../support/fediverse-peer";
import { markedJpeg, metadataLeft } from "../support/metadata-images";
import { TINY_PNG } from "../support/images";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sendJson, sessionCookieFor, siteUrl } from "../support/stack";
import { readUntil } from "../support/wait";

const siteHost = new URL(siteUrl).host;
let peer: Peer;
let site: Actor;
let ownerCookie = "";
let memberCookie = "";
const made: TestItem[] = [];
const stops: (() => Promise<void>)[] = [];
const blockedHosts: string[] = [];
/** Other peers whose replies the tests leave waiting. */
const otherHosts: string[] = [];

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  peer = await startPeer();
  [ownerCookie, memberCookie] = await Promise.all([
    sessionCookieFor(owner.email, owner.password),
    sessionCookieFor(member.email, member.password),
  ]);
}, 60_000);

afterAll(async () => {
  await adminDb.collection("fediverseSettings").doc("blockedDomains").delete();
  // The peers' follows and the replies the tests left (the refused ones were never stored; the blocked server's first
  // tries were).
  await forgetServers([peer.host, ...blockedHosts, ...otherHosts]);
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

  it("names the site in the User-Agent of its deliveries and of its fetches", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    await peer.follow(site);
    await peer.waitFor((activity) => activity.type === "Accept");
    const expected = `DevFolio/1.0 (Fedify; +${siteUrl}/)`;
    const delivery = peer.requests.find((request) => request.method === "POST");
    const fetched = peer.requests.find((request) => request.method === "GET" && request.path === `/users/${peer.username}`);
    expect(delivery?.userAgent).toBe(expected);
    expect(fetched?.userAgent).toBe(expected);
  });

  it("sends an Article when an article is published, an Update on an edit and a Delete on a trash", async () => {
    const item = await itemIn("articles", { status: "draft", category: "Technology" });
    expect((await put("articles", item.id, { status: "published" })).status).toBe(200);
    const created = await peer.waitFor(ofItem("Create", "articles", item.id));
    expect(objectOf(created)).toMatchObject({ type: "Article", url: itemAddress("articles", item.id) });
    expect(String(objectOf(created).name)).toMatch(/^Engagement test/);
    expect(JSON.stringify(objectOf(created).tag)).toContain("#Technology");
    expect(JSON.stringify(objectOf(created).attachment)).toContain('"name"');
    // Long-form for readers that show no Article (FEP-b2b8): a summary, and a preview Note with the title and link.
    expect(String(objectOf(created).summary)).toMatch(/^<p>.+<\/p>$/);
    const preview = objectOf(created).preview as Record<string, unknown>;
    expect(preview.type).toBe("Note");
    expect(String(preview.content)).toContain(`<a href="${itemAddress("articles", item.id)}">`);
    expect(String(preview.content)).toContain("<strong>Engagement test");

    expect((await put("articles", item.id, { title: "Edited for the fediverse" })).status).toBe(200);
    const updated = await peer.waitFor(ofItem("Update", "articles", item.id));
    expect(objectOf(updated).name).toBe("Edited for the fediverse");

    expect((await sendJson(apiPaths.item("articles", item.id), "DELETE", ownerCookie)).status).toBe(200);
    await peer.waitFor(ofItem("Delete", "articles", item.id));
    // Its address now answers a Tombstone, 410 Gone, to servers (and the same 404 page as any hidden item to people).
    const gone = await callSite<Record<string, unknown>>(`/articles/${item.id}`, { headers: { Accept: "application/activity+json" } });
    expect({ status: gone.status, type: gone.body.type }).toEqual({ status: 410, type: "Tombstone" });
  }, 60_000);

  it("gives an item restored from the trash a new object id, its old id staying a Tombstone", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    await peer.follow(site);
    const item = await itemIn("articles", { status: "draft" });
    const address = itemAddress("articles", item.id);
    expect((await put("articles", item.id, { status: "published" })).status).toBe(200);
    expect(objectOf(await peer.waitFor(ofItem("Create", "articles", item.id))).id).toBe(address);
    expect((await sendJson(apiPaths.item("articles", item.id), "DELETE", ownerCookie)).status).toBe(200);
    await peer.waitFor(ofItem("Delete", "articles", item.id));
    expect((await callSite(apiPaths.itemRestore("articles", item.id), { method: "POST", cookie: ownerCookie })).status).toBe(200);

    const again = await peer.waitFor((activity) => activity.type === "Create" && objectOf(activity).id === `${address}?v=1`);
    expect(objectOf(again).url).toBe(address);
    const asked = (path: string) => callSite<Record<string, unknown>>(path, { headers: { Accept: "application/activity+json" } });
    const old = await asked(`/articles/${item.id}`);
    expect({ status: old.status, type: old.body.type, id: old.body.id }).toEqual({ status: 410, type: "Tombstone", id: address });
    const current = await asked(`/articles/${item.id}?v=1`);
    expect({ status: current.status, type: current.body.type, id: current.body.id }).toEqual({ status: 200, type: "Article", id: `${address}?v=1` });
    expect((await asked(`/articles/${item.id}?v=2`)).status).toBe(404);
    expect((await asked(`/articles/${item.id}?v=x`)).status).toBe(404);
    // What servers do with the new id reaches the item.
    await peer.like(site, new URL(`${address}?v=1`));
    expect((await callSite<Record<string, number>>(apiPaths.item("articles", item.id))).body.fediverseLikeCount).toBe(1);
  }, 60_000);

  it("names a restored item's new id in its object and outbox before the Create has gone out", async () => {
    // The moment between a restore and its sync task, held still: the item is public, and the record of what
    // followers were told still says deleted. The record is written after the item's own sync, so no task replaces it.
    const item = await itemIn("articles", {});
    const address = itemAddress("articles", item.id);
    const told = adminDb.collection("fediverseObjects").doc(`articles~${item.id}`);
    await readUntil(async () => (await told.get()).get("told") as unknown, (state) => state === "created");
    await told.set({ told: "deleted", version: Date.now(), generation: 0 });

    const asked = (path: string) => callSite<Record<string, unknown>>(path, { headers: { Accept: "application/activity+json" } });
    expect((await asked(`/articles/${item.id}`)).status).toBe(410);
    expect((await asked(`/articles/${item.id}?v=1`)).body.id).toBe(`${address}?v=1`);
    // The newest item: on the outbox's first page.
    const first = new URL((await asked(`/ap/users/${owner.username}/outbox`)).body.first as string);
    const creates = (await asked(first.pathname + first.search)).body.orderedItems as { object: { id: string; url: string } }[];
    expect(creates.find((create) => create.object.url === address)?.object.id).toBe(`${address}?v=1`);
  }, 60_000);

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
    const pending = await readUntil(
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
    const edited = await readUntil(
      () => callSite<{ comments: { _id: string; text: string }[] }>(apiPaths.item("blogs", item.id)),
      (answer) => answer.body.comments.some((each) => each.text === "Edited on my server"),
    );
    expect(edited.body.comments.map((each) => each.text)).toContain("Edited on my server");
    await peer.deleteReply(site, note);
    const gone = await readUntil(
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

describe("handles from WebFinger", () => {
  /** The pending reply to `itemId`, once it is in moderation. */
  const pendingReplyTo = async (itemId: string) => {
    const pending = await readUntil(
      () => callSite<{ replies: { itemId: string; author: { handle: string; server: string } }[] }>("/api/fediverse/replies", { cookie: ownerCookie }),
      (answer) => answer.body.replies.some((reply) => reply.itemId === itemId),
    );
    return pending.body.replies.find((reply) => reply.itemId === itemId);
  };

  it("names a split-domain author by the account WebFinger verifies, and one it does not verify by the actor's host", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    // Served from 127.0.0.1:{port}, its handles on localhost:{port}, whose WebFinger confirms them.
    const split = await startPeer("dana", "127.0.0.1", { handleHost: (port) => `localhost:${port}` });
    // Claims the first peer's domain for its handles, which that domain does not confirm.
    const liar = await startPeer("liar", "127.0.0.1", { handleHost: () => peer.host });
    stops.push(() => split.stop(), () => liar.stop());
    otherHosts.push(split.host, liar.host);

    await split.reply(site, new URL(itemAddress("blogs", item.id)), "From a split domain");
    expect((await pendingReplyTo(item.id))?.author).toMatchObject({ handle: `@dana@${split.handleHost}`, server: split.host });
    expect(split.handleHost).not.toBe(split.host);

    const other = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    await liar.reply(site, new URL(itemAddress("blogs", other.id)), "Claiming another domain");
    expect((await pendingReplyTo(other.id))?.author).toMatchObject({ handle: `@liar@${liar.host}`, server: liar.host });
  }, 60_000);
});

describe("images in replies", () => {
  it("keeps an image-only reply with its image copied into our Storage, stripped, with its alt, and shows it approved", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    const photo = await markedJpeg(40, 20);
    // The second says it is an image and is not: the bytes decide.
    await peer.reply(site, new URL(itemAddress("blogs", item.id)), "", {
      attachments: [
        { bytes: photo, mediaType: "image/jpeg", alt: "A blue square" },
        { bytes: Buffer.from("<svg onload=alert(1)>"), mediaType: "image/png", alt: "Not an image" },
      ],
    });
    type Shown = { url: string; alt: string }[];
    const pending = await readUntil(
      () => callSite<{ replies: { _id: string; itemId: string; text: string; images: Shown }[] }>("/api/fediverse/replies", { cookie: ownerCookie }),
      (answer) => answer.body.replies.some((reply) => reply.itemId === item.id),
    );
    const reply = pending.body.replies.find((each) => each.itemId === item.id)!;
    expect(reply.text).toBe("");
    expect(reply.images).toEqual([{ url: expect.stringContaining("fediverse-media"), alt: "A blue square" }]);
    expect(reply.images[0]!.url).not.toContain(peer.host);
    const copy = Buffer.from(await (await fetch(reply.images[0]!.url)).arrayBuffer());
    expect(copy.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(metadataLeft(copy)).toEqual([]);

    expect((await sendJson(`/api/fediverse/replies/${reply._id}/approve`, "PUT", ownerCookie)).status).toBe(200);
    const shown = await callSite<{ comments: { text: string; images?: Shown; fediverse?: unknown }[] }>(apiPaths.item("blogs", item.id));
    expect(shown.body.comments.find((each) => each.fediverse)?.images).toEqual(reply.images);
    // The page a guest gets shows it, with its alt text.
    const page = await callSite<string>(`/blogs/${item.id}`, { headers: { Accept: "text/html" } });
    expect(page.body).toContain('alt="A blue square"');
  }, 60_000);
});

describe("threads", () => {
  type Pending = { _id: string; itemId: string; text: string };
  type Shown = { _id: string; text: string; parentId?: string };
  /** The pending reply saying `text`, once it is in moderation, approved; answers the item's comments then. */
  const approve = async (itemId: string, text: string) => {
    const pending = await readUntil(
      () => callSite<{ replies: Pending[] }>("/api/fediverse/replies", { cookie: ownerCookie }),
      (answer) => answer.body.replies.some((reply) => reply.itemId === itemId && reply.text === text),
    );
    const reply = pending.body.replies.find((each) => each.itemId === itemId && each.text === text)!;
    expect((await sendJson(`/api/fediverse/replies/${reply._id}/approve`, "PUT", ownerCookie)).status).toBe(200);
    return (await callSite<{ comments: Shown[] }>(apiPaths.item("blogs", itemId))).body.comments;
  };

  it("takes a reply to the owner's answer and a reply to that, each shown under what it answers", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    await peer.reply(site, new URL(itemAddress("blogs", item.id)), "First level");
    const first = (await approve(item.id, "First level")).find((each) => each.text === "First level")!;
    expect(first.parentId).toBeUndefined();

    expect((await sendJson(apiPaths.itemComments("blogs", item.id), "POST", ownerCookie, { text: "The owner answers", replyTo: first._id })).status).toBe(200);
    const answer = await peer.waitFor((activity) => activity.type === "Create" && JSON.stringify(activity.json.object).includes("The owner answers"));
    const answerNote = new URL(String(objectOf(answer).id));
    // FEP-7888: the answer names the item's conversation.
    expect(objectOf(answer).context).toBe(itemAddress("blogs", item.id));
    const answerComment = (await callSite<{ comments: Shown[] }>(apiPaths.item("blogs", item.id))).body.comments.find((each) => each.text === "The owner answers")!;

    const second = await peer.reply(site, answerNote, "Second level");
    const secondComment = (await approve(item.id, "Second level")).find((each) => each.text === "Second level")!;
    expect(secondComment.parentId).toBe(answerComment._id);

    // A reply to a note of theirs we never kept names nothing of ours, and is not taken.
    await peer.reply(site, new URL(`${peer.origin}/notes/not-kept`), "Stray");
    await peer.reply(site, second.id!, "Third level");
    const comments = await approve(item.id, "Third level");
    expect(comments.find((each) => each.text === "Third level")?.parentId).toBe(secondComment._id);
    const left = await callSite<{ replies: Pending[] }>("/api/fediverse/replies", { cookie: ownerCookie });
    expect(left.body.replies.map((reply) => reply.text)).not.toContain("Stray");
  }, 90_000);
});

describe("the profile", () => {
  type Field = { type: string; name: string; value: string };

  it("carries the site and the owner's configured links as profile fields with rel=\"me\"", async () => {
    const actor = await callSite<{ attachment: Field[] }>(`/ap/users/${owner.username}`, { headers: { Accept: "application/activity+json" } });
    const fields = actor.body.attachment;
    expect(fields[0]).toMatchObject({ type: "PropertyValue", name: "Website" });
    expect(fields[0]!.value).toContain(`href="${siteUrl}/"`);
    expect(fields.map((field) => field.name)).toContain("GitHub");
    for (const field of fields) expect(field.value).toMatch(/^<a href="https?:\/\/[^"]+" rel="me /);
    // Mastodon shows four at most; a mailto: link is no profile to verify.
    expect(fields.length).toBeLessThanOrEqual(4);
    expect(JSON.stringify(fields)).not.toContain("mailto:");
  });

  it("sends followers an Update of the actor when the owner's picture changes", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    await peer.follow(site);
    await peer.waitFor((activity) => activity.type === "Accept");
    const picture = new FormData();
    picture.append("uploaded_file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "me.png");
    expect((await callSite(apiPaths.uploadProfileImage, { method: "POST", body: picture, cookie: ownerCookie })).status).toBe(200);
    const update = await peer.waitFor(
      (activity) => activity.type === "Update" && objectOf(activity).type === "Person" && JSON.stringify(objectOf(activity).icon).includes("profile-images"),
    );
    expect(objectOf(update)).toMatchObject({ id: `${siteUrl}/ap/users/${owner.username}`, name: expect.any(String) });
    expect(JSON.stringify(objectOf(update).attachment)).toContain('rel=\\"me');
  });
});

describe("counts published", () => {
  it("carries likes and boosts as the object's likes and shares collections", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("projects", {});
    const object = new URL(itemAddress("projects", item.id));
    await peer.like(site, object);
    await peer.announce(site, object);
    const answer = await callSite<Record<string, { type: string; totalItems: number }>>(`/projects/${item.id}`, {
      headers: { Accept: "application/activity+json" },
    });
    expect(answer.body.likes).toMatchObject({ type: "Collection", totalItems: 1 });
    expect(answer.body.shares).toMatchObject({ type: "Collection", totalItems: 1 });
  });
});

describe("closed accounts", () => {
  const followed = async (actorId: URL) => !(await adminDb.collection("fediverseFollowers").where("actorId", "==", actorId.href).get()).empty;
  const waiting = async (actorId: URL) =>
    (await adminDb.collection("fediverseReplies").where("authorActorId", "==", actorId.href).where("status", "==", "pending").get()).size;

  it("removes a closed account's follow and waiting replies though its Delete cannot be verified, and no live account's", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const inbox = new URL(`${siteUrl}/ap/users/${owner.username}/inbox`);
    const closing = await startPeer("gina");
    const living = await startPeer("hank");
    stops.push(() => closing.stop(), () => living.stop());
    otherHosts.push(closing.host, living.host);
    for (const each of [closing, living]) {
      await each.follow(site);
      await each.waitFor((activity) => activity.type === "Accept");
    }
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    await closing.reply(site, new URL(itemAddress("blogs", item.id)), "Before I go");
    await living.reply(site, new URL(itemAddress("blogs", item.id)), "Still here");
    expect(await waiting(closing.actorId)).toBe(1);

    // Anyone can send a Delete naming a living account with a key that is not its own: refused, nothing removed.
    const forged = JSON.stringify({
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${living.actorId.href}#delete`,
      type: "Delete",
      actor: living.actorId.href,
      object: living.actorId.href,
    });
    expect((await living.postRaw(inbox, forged, "another-key")).status).toBe(401);
    expect(await followed(living.actorId)).toBe(true);
    expect(await waiting(living.actorId)).toBe(1);

    // A closed account's key is gone with it: its Delete cannot be verified, but its actor answers 410.
    expect((await closing.deleteAccount(inbox, "another-key")).status).toBe(202);
    expect(await followed(closing.actorId)).toBe(false);
    expect(await waiting(closing.actorId)).toBe(0);
  }, 60_000);
});

describe("quotes", () => {
  it("says anyone may quote, approves a quote of a public item with a QuoteAuthorization, and rejects one of a draft", async () => {
    site ??= await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    const object = await callSite<{ interactionPolicy: Record<string, { automaticApproval?: unknown }> }>(`/blogs/${item.id}`, {
      headers: { Accept: "application/activity+json" },
    });
    expect(JSON.stringify(object.body.interactionPolicy.canQuote)).toContain("Public");

    const request = await peer.quote(site, new URL(itemAddress("blogs", item.id)));
    const accept = await peer.waitFor((activity) => activity.type === "Accept" && JSON.stringify(activity.json.object).includes(request.id!.href));
    const result = new URL(String(accept.json.result));
    const proof = await callSite<Record<string, unknown>>(result.pathname, { headers: { Accept: "application/activity+json" } });
    expect(proof.body).toMatchObject({
      type: "QuoteAuthorization",
      id: result.href,
      attributedTo: `${siteUrl}/ap/users/${owner.username}`,
      interactionTarget: itemAddress("blogs", item.id),
      interactingObject: request.instrumentId!.href,
    });

    const draft = await itemIn("blogs", { status: "draft" });
    const refused = await peer.quote(site, new URL(itemAddress("blogs", draft.id)));
    await peer.waitFor((activity) => activity.type === "Reject" && JSON.stringify(activity.json.object).includes(refused.id!.href));
    // The proof goes when the item leaves public view.
    await item.ref.update({ status: "draft" });
    expect((await callSite(result.pathname, { headers: { Accept: "application/activity+json" } })).status).toBe(404);
  }, 60_000);
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
    const refused = await readUntil(
      () => blocked.postRaw(inbox, reply(blocked, itemAddress("articles", item.id), `blocked-${++attempt}`), "own-key"),
      (answer) => answer.status === 403,
      15_000,
    );
    expect(refused.status).toBe(403);
    expect(await stored(blocked, `blocked-${attempt}`)).toBe(false);
    expect((await sendJson("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: [] })).body).toEqual({ domains: [] });
  }, 30_000);
});
