// Issue 31, finding 5 and the inbox allowance: a reply from the fediverse keeps the audience its author gave it. A
// private mention and a followers-only reply stay the owner's (labelled in moderation, never approvable into public,
// absent from every public read a guest could make), and the owner's answer to one goes to its author alone. A
// content warning is kept. A server's inbox allowance is spent only by requests whose signature verifies.
import { Timestamp } from "firebase-admin/firestore";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { collection, connectFirestoreEmulator, getDocs, getFirestore, setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FediverseReply } from "@contract/fediverse-schemas";
import { FEDIVERSE_API_PATHS, FEDIVERSE_MESSAGES } from "@contract/fediverse";
import { ITEM_KINDS } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import type { Actor } from "@fedify/vocab";
import { forgetServers, startPeer, type Peer, type Received } from "../support/fediverse-peer";
import { freshItem, removeItem, type TestItem } from "../support/items";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { PROJECT_ID } from "../../scripts/lib/config.mjs";
import { callSite, member, owner, randomAddress, sessionCookieFor, siteUrl } from "../support/stack";

const PUBLIC = "https://www.w3.org/ns/activitystreams#Public";
const DAY_MS = 24 * 60 * 60 * 1000;

let peer: Peer;
let site: Actor;
let ownerCookie = "";
let memberCookie = "";
let guestApp: FirebaseApp;
const made: TestItem[] = [];
const peers: Peer[] = [];

beforeAll(async () => {
  peer = await startPeer("dana");
  peers.push(peer);
  site = await peer.lookUp(siteUrl, `${owner.username}@${new URL(siteUrl).host}`);
  [ownerCookie, memberCookie] = await Promise.all([
    sessionCookieFor(owner.email, owner.password),
    sessionCookieFor(member.email, member.password),
  ]);
  // A Firebase web client with no account, reading Firestore under firestore.rules as any visitor could.
  guestApp = initializeApp({ projectId: PROJECT_ID, apiKey: "fake-api-key" }, "guest-client");
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080").split(":");
  connectFirestoreEmulator(getFirestore(guestApp), host!, Number(port));
  setLogLevel("silent");
}, 60_000);

afterAll(async () => {
  await forgetServers(peers.map((each) => each.host));
  await Promise.all(made.map(removeItem));
  await Promise.all(peers.map((each) => each.stop()));
  await deleteApp(guestApp);
});

async function publicBlog(): Promise<TestItem> {
  const item = await freshItem("blogs");
  made.push(item);
  await item.ref.update({ publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
  return item;
}

const blogAddress = (id: string) => `${siteUrl}${ITEM_KINDS.blogs.pagePath}/${id}`;

const send = (path: string, method: string, cookie: string | undefined, json?: unknown) =>
  callSite<Record<string, unknown>>(path, {
    method,
    cookie,
    headers: json ? { "Content-Type": "application/json" } : {},
    body: json ? JSON.stringify(json) : undefined,
  });

/** Every reply in the owner's moderation list, all pages. */
async function moderationList(): Promise<FediverseReply[]> {
  const replies: FediverseReply[] = [];
  let after: string | undefined;
  do {
    const page = await callSite<{ replies: FediverseReply[]; nextCursor: string | null }>(FEDIVERSE_API_PATHS.replies(after), { cookie: ownerCookie });
    replies.push(...page.body.replies);
    after = page.body.nextCursor ?? undefined;
  } while (after);
  return replies;
}

/** The moderation entries of these texts, once all have arrived. */
async function waitForReplies(texts: string[]): Promise<Map<string, FediverseReply>> {
  const until = Date.now() + 20_000;
  for (;;) {
    const found = new Map((await moderationList()).filter((reply) => texts.includes(reply.text)).map((reply) => [reply.text, reply]));
    if (found.size === texts.length || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Everything a guest can read about an item: the API answer, the comments page, the page, and Firestore itself. */
async function whatGuestsSee(id: string): Promise<string> {
  const [item, comments, page] = await Promise.all([
    callSite(apiPaths.item("blogs", id)),
    callSite(apiPaths.itemCommentPage("blogs", id, "oldest")),
    callSite<string>(`/blogs/${id}`, { headers: { Accept: "text/html" } }),
  ]);
  const raw = await getDocs(collection(getFirestore(guestApp), ITEM_KINDS.blogs.collection, id, "comments"));
  return JSON.stringify([item.body, comments.body, page.body, raw.docs.map((doc) => doc.data())]);
}

const createOf = (text: string) => (activity: Received) => activity.type === "Create" && JSON.stringify(activity.json.object).includes(text);
const addressesOf = (json: Record<string, unknown>) => [json.to, json.cc, json.bto, json.bcc].flat().filter(Boolean).map(String);

describe("a reply keeps the audience its author gave it", () => {
  it("labels each reply's audience, and never lets a private mention or a followers-only reply become public", async () => {
    const item = await publicBlog();
    const target = new URL(blogAddress(item.id));
    const tag = Date.now().toString(36);
    const texts = {
      public: `Public words ${tag}`,
      unlisted: `Quiet words ${tag}`,
      followers: `For my followers ${tag}`,
      direct: `Just between us ${tag}`,
    } as const;
    for (const visibility of ["public", "unlisted", "followers", "direct"] as const) {
      await peer.reply(site, target, texts[visibility], { visibility });
    }
    const replies = await waitForReplies(Object.values(texts));
    // The server refuses to make a private one public, whatever the client offers, and writes nothing.
    for (const visibility of ["followers", "direct"] as const) {
      const refused = await send(FEDIVERSE_API_PATHS.approveReply(replies.get(texts[visibility])!._id), "PUT", ownerCookie);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: FEDIVERSE_MESSAGES.privateReplyNotApprovable });
    }
    for (const visibility of ["public", "unlisted"] as const) {
      expect((await send(FEDIVERSE_API_PATHS.approveReply(replies.get(texts[visibility])!._id), "PUT", ownerCookie)).status).toBe(200);
    }
    expect((await item.ref.get()).get("commentCount")).toBe(2);
    expect(Object.fromEntries([...replies.values()].map((reply) => [reply.text, reply.audience]))).toEqual({
      [texts.public]: "public",
      [texts.unlisted]: "unlisted",
      [texts.followers]: "followers",
      [texts.direct]: "direct",
    });

    const seen = await whatGuestsSee(item.id);
    expect(seen).toContain(texts.public);
    expect(seen).toContain(texts.unlisted);
    expect(seen).not.toContain(texts.followers);
    expect(seen).not.toContain(texts.direct);
    // Still the owner's, and still labelled.
    const kept = await waitForReplies([texts.followers, texts.direct]);
    expect([...kept.values()].map((reply) => reply.audience).sort()).toEqual(["direct", "followers"]);
    // The replies themselves are no client's to read.
    await expect(getDocs(collection(getFirestore(guestApp), "fediverseReplies"))).rejects.toMatchObject({ code: "permission-denied" });
  }, 90_000);

  it("reads Public however it is written (the full address, as:Public, Public), and no addressing as private", async () => {
    const item = await publicBlog();
    const inbox = new URL(`${siteUrl}/ap/inbox`);
    const tag = Date.now().toString(36);
    const raw = (id: string, addressing: Record<string, unknown>) =>
      JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${peer.origin}/notes/${id}-${tag}#create`,
        type: "Create",
        actor: peer.actorId.href,
        object: {
          id: `${peer.origin}/notes/${id}-${tag}`,
          type: "Note",
          attributedTo: peer.actorId.href,
          inReplyTo: blogAddress(item.id),
          content: `Raw ${id} ${tag}`,
          ...addressing,
        },
      });
    const cases = {
      "as-public-to": [{ to: ["as:Public"] }, "public"],
      "bare-public-cc": [{ to: [site.id!.href], cc: "Public" }, "unlisted"],
      "full-public-to": [{ to: PUBLIC }, "public"],
      "unaddressed": [{}, "direct"],
    } as const;
    for (const [id, [addressing]] of Object.entries(cases)) {
      expect((await peer.postRaw(inbox, raw(id, addressing), "own-key")).status).toBe(202);
    }
    const replies = await waitForReplies(Object.keys(cases).map((id) => `Raw ${id} ${tag}`));
    expect(Object.fromEntries(Object.keys(cases).map((id) => [id, replies.get(`Raw ${id} ${tag}`)?.audience]))).toEqual(
      Object.fromEntries(Object.entries(cases).map(([id, [, audience]]) => [id, audience])),
    );
  });

  it("sends the owner's answer to a private reply to its author alone, with a mention, and shows it nowhere", async () => {
    const item = await publicBlog();
    const tag = Date.now().toString(36);
    const note = await peer.reply(site, new URL(blogAddress(item.id)), `A secret question ${tag}`, { visibility: "direct" });
    const reply = (await waitForReplies([`A secret question ${tag}`])).get(`A secret question ${tag}`)!;
    const path = FEDIVERSE_API_PATHS.answerReply(reply._id);

    expect((await send(path, "POST", undefined, { text: "Hi" })).status).toBe(401);
    expect((await send(path, "POST", memberCookie, { text: "Hi" })).status).toBe(403);
    expect((await send(path, "POST", ownerCookie, { text: "   " })).status).toBe(400);
    const answerText = `A private answer ${tag}`;
    expect((await send(path, "POST", ownerCookie, { text: answerText })).status).toBe(200);

    const create = await peer.waitFor(createOf(answerText));
    const object = create.json.object as Record<string, unknown>;
    expect(addressesOf(create.json)).toEqual([peer.actorId.href]);
    expect(addressesOf(object)).toEqual([peer.actorId.href]);
    expect(object.inReplyTo).toBe(note.id!.href);
    expect(object.tag).toMatchObject({ type: "Mention", href: peer.actorId.href, name: `@dana@${peer.host}` });
    // Its id answers nobody: a private answer is not a document anyone may fetch.
    expect((await callSite(new URL(String(object.id)).pathname, { headers: { Accept: "application/activity+json" } })).status).toBe(404);

    // The owner sees it beside the reply; guests see neither.
    const kept = (await waitForReplies([`A secret question ${tag}`])).get(`A secret question ${tag}`)!;
    expect(kept.answer?.text).toBe(answerText);
    const seen = await whatGuestsSee(item.id);
    expect(seen).not.toContain(answerText);
    expect(seen).not.toContain(`A secret question ${tag}`);
  }, 60_000);

  it("still sends the owner's answer to a public reply with Public in cc, as before", async () => {
    const item = await publicBlog();
    const tag = Date.now().toString(36);
    await peer.reply(site, new URL(blogAddress(item.id)), `An open question ${tag}`);
    const reply = (await waitForReplies([`An open question ${tag}`])).get(`An open question ${tag}`)!;
    expect((await send(FEDIVERSE_API_PATHS.approveReply(reply._id), "PUT", ownerCookie)).status).toBe(200);
    const comments = await callSite<{ comments: { _id: string; text: string }[] }>(apiPaths.item("blogs", item.id));
    const comment = comments.body.comments.find((each) => each.text === `An open question ${tag}`)!;
    // A public reply is answered in public, on the item's page; answering it "privately" is refused.
    expect((await send(FEDIVERSE_API_PATHS.answerReply(reply._id), "POST", ownerCookie, { text: "Psst" })).status).toBe(404);
    expect((await send(apiPaths.itemComments("blogs", item.id), "POST", ownerCookie, { text: `An open answer ${tag}`, replyTo: comment._id })).status).toBe(200);
    const create = await peer.waitFor(createOf(`An open answer ${tag}`));
    expect(create.json.to).toBe(peer.actorId.href);
    expect(create.json.cc).toBe("as:Public");
  }, 60_000);
});

describe("content warnings", () => {
  it("keeps a reply's content warning, sanitized, in moderation and on its comment once approved", async () => {
    const item = await publicBlog();
    const tag = Date.now().toString(36);
    await peer.reply(site, new URL(blogAddress(item.id)), `The ending was sad ${tag}`, { contentWarning: "Spoilers <b>ahead</b> &amp; more" });
    const reply = (await waitForReplies([`The ending was sad ${tag}`])).get(`The ending was sad ${tag}`)!;
    expect({ contentWarning: reply.contentWarning, sensitive: reply.sensitive }).toEqual({ contentWarning: "Spoilers ahead & more", sensitive: true });
    expect((await send(FEDIVERSE_API_PATHS.approveReply(reply._id), "PUT", ownerCookie)).status).toBe(200);
    const shown = await callSite<{ comments: { text: string; contentWarning?: string }[] }>(apiPaths.item("blogs", item.id));
    expect(shown.body.comments.find((each) => each.text === `The ending was sad ${tag}`)?.contentWarning).toBe("Spoilers ahead & more");
    // The page a guest gets folds it away behind its warning, with no script needed.
    const page = await callSite<string>(`/blogs/${item.id}`, { headers: { Accept: "text/html" } });
    expect(page.body).toMatch(/<details[^>]*><summary[^>]*>(?:(?!<\/summary>).)*Spoilers ahead &amp; more/s);
  }, 60_000);
});

describe("the inbox allowance", () => {
  it("lets no unsigned junk naming a server's key spend that server's allowance", async () => {
    const victim = await startPeer("erin");
    peers.push(victim);
    const inbox = `${siteUrl}/ap/inbox`;
    const junk = () =>
      fetch(inbox, {
        method: "POST",
        headers: {
          "Content-Type": "application/activity+json",
          // From forged addresses, so no address's own allowance stops them.
          "Fastly-Client-IP": randomAddress(),
          Signature: `keyId="${victim.actorId.href}#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="${Buffer.from("junk").toString("base64")}"`,
        },
        body: JSON.stringify({ "@context": "https://www.w3.org/ns/activitystreams", id: `${victim.origin}/junk/${Math.random()}`, type: "Like", actor: victim.actorId.href, object: siteUrl }),
      });
    const statuses: number[] = [];
    // Four at a time: each is cheap to refuse, but the emulator starts a worker for each request in parallel.
    for (let batch = 0; batch < 30; batch++) {
      statuses.push(...(await Promise.all(Array.from({ length: 4 }, async () => (await junk()).status))));
    }
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    const item = await publicBlog();
    const real = JSON.stringify({
      "@context": "https://www.w3.org/ns/activitystreams",
      id: `${victim.origin}/notes/real#create`,
      type: "Create",
      actor: victim.actorId.href,
      object: { id: `${victim.origin}/notes/real`, type: "Note", attributedTo: victim.actorId.href, to: PUBLIC, inReplyTo: blogAddress(item.id), content: "The real one" },
    });
    expect((await victim.postRaw(new URL(inbox), real, "own-key")).status).toBe(202);
  }, 300_000);
});
