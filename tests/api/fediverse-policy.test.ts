// The site among stricter servers and under the owner's say (issue 37): a server in secure mode ("authorized fetch",
// which refuses unsigned GETs) can still follow, reply and be delivered to; the owner's "Who may quote" setting
// answers each QuoteRequest and shows in every object's interactionPolicy; and the home page as the site's root
// actor for Bridgy Fed, with /.well-known/site.standard.publication while the owner bridges to Bluesky.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { auditApiPath } from "@contract/audit";
import { BRIDGY_FED, FEDIVERSE_API_PATHS, STANDARD_SITE_PATH } from "@contract/fediverse";
import { apiPaths } from "@contract/routes";
import type { Actor } from "@fedify/vocab";
import { forgetServers, startPeer, type Peer } from "../support/fediverse-peer";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sendJson, sessionCookieFor, siteUrl } from "../support/stack";
import { readUntil } from "../support/wait";

const siteHost = new URL(siteUrl).host;
const DAY_MS = 24 * 60 * 60 * 1000;
let ownerCookie = "";
let memberCookie = "";
const peers: Peer[] = [];
const made: TestItem[] = [];

beforeAll(async () => {
  [ownerCookie, memberCookie] = await Promise.all([
    sessionCookieFor(owner.email, owner.password),
    sessionCookieFor(member.email, member.password),
  ]);
}, 60_000);

afterAll(async () => {
  // The owner's say back as it was before this file: anyone may quote, no bridge.
  await adminDb.collection("fediverseSettings").doc("policy").delete();
  await adminDb.collection("fediverseSettings").doc("bridge").delete();
  await forgetServers(peers.map((peer) => peer.host));
  await Promise.all([...made.map(removeItem), ...peers.map((peer) => peer.stop())]);
});

async function publicBlog(): Promise<TestItem> {
  const item = await freshItem("blogs");
  made.push(item);
  await item.ref.update({ status: "published", publishAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
  return item;
}

const itemAddress = (kind: ItemKind, id: string) => `${siteUrl}${ITEM_KINDS[kind].pagePath}/${id}`;

const saveSettings = (settings: unknown, cookie = ownerCookie) => sendJson(FEDIVERSE_API_PATHS.settings, "PUT", cookie, settings);

describe("a server in secure mode", () => {
  let peer: Peer;
  let site: Actor;

  beforeAll(async () => {
    peer = await startPeer("erin", "127.0.0.1", { secure: true });
    peers.push(peer);
  }, 60_000);

  it("refuses an unsigned GET of its actor, yet follows the site, replies and receives its posts", async () => {
    // The peer is strict: anyone asking for its account without a signature is turned away.
    expect((await fetch(peer.actorId, { headers: { Accept: "application/activity+json" } })).status).toBe(401);

    site = await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
    await peer.follow(site);
    await peer.waitFor((activity) => activity.type === "Accept");
    const followers = await callSite<{ followers: { handle: string }[] }>("/api/fediverse/followers", { cookie: ownerCookie });
    expect(followers.body.followers.map((each) => each.handle)).toContain(`@erin@${peer.host}`);
    // The site's fetches of the account were signed and answered.
    const fetches = peer.requests.filter(
      (request) => request.method === "GET" && request.path.startsWith("/users/erin") && request.userAgent.startsWith("DevFolio/"),
    );
    // Every one signed. The first is refused (401) and a later one answered: not explained yet (docs/fediverse.md, Tests).
    expect(fetches.every((request) => request.signed)).toBe(true);
    expect(fetches.some((request) => request.status === 200)).toBe(true);

    const item = await publicBlog();
    await peer.reply(site, new URL(itemAddress("blogs", item.id)), "Signed and sealed");
    const pending = await readUntil(
      () => callSite<{ replies: { itemId: string; text: string }[] }>("/api/fediverse/replies", { cookie: ownerCookie }),
      (answer) => answer.body.replies.some((reply) => reply.itemId === item.id),
    );
    expect(pending.body.replies.find((reply) => reply.itemId === item.id)?.text).toBe("Signed and sealed");

    // A publish reaches it: the delivery is signed, and the peer verified it before recording it.
    const draft = await freshItem("articles");
    made.push(draft);
    await draft.ref.update({ status: "draft" });
    const stored = (await draft.ref.get()).data() ?? {};
    const body = new FormData();
    for (const name of ["title", "firstParagraph", "category"]) body.append(name, String(stored[name] ?? ""));
    body.append("status", "published");
    expect((await callSite(apiPaths.item("articles", draft.id), { method: "PUT", body, cookie: ownerCookie })).status).toBe(200);
    await peer.waitFor((activity) => activity.type === "Create" && JSON.stringify(activity.json.object).includes(itemAddress("articles", draft.id)));
  }, 90_000);
});

describe("the owner's settings", () => {
  it("lets only the owner read and change them, refuses bad values with 400 and changes nothing, and audits a change", async () => {
    expect((await callSite(FEDIVERSE_API_PATHS.settings)).status).toBe(401);
    expect((await callSite(FEDIVERSE_API_PATHS.settings, { cookie: memberCookie })).status).toBe(403);
    const before = await callSite<Record<string, unknown>>(FEDIVERSE_API_PATHS.settings, { cookie: ownerCookie });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ quotePolicy: "anyone", bridgeToBluesky: false });

    expect((await saveSettings({ quotePolicy: "nobody", bridgeToBluesky: false }, "")).status).toBe(401);
    expect((await saveSettings({ quotePolicy: "nobody", bridgeToBluesky: false }, memberCookie)).status).toBe(403);
    const bad = await saveSettings({ quotePolicy: "friends", bridgeToBluesky: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      quotePolicy: "Who may quote is one of anyone, nobody.",
      bridgeToBluesky: "Bridge to Bluesky is either on or off.",
    });
    expect((await callSite(FEDIVERSE_API_PATHS.settings, { cookie: ownerCookie })).body).toEqual(before.body);

    const saved = await saveSettings({ quotePolicy: "nobody", bridgeToBluesky: false });
    expect(saved).toMatchObject({ status: 200, body: { quotePolicy: "nobody", bridgeToBluesky: false } });
    expect((await callSite(FEDIVERSE_API_PATHS.settings, { cookie: ownerCookie })).body).toEqual({ quotePolicy: "nobody", bridgeToBluesky: false });
    const audit = await callSite<{ entries: { action: string; summary: string; actor: string }[] }>(auditApiPath({ area: "settings" }), { cookie: ownerCookie });
    expect(audit.body.entries[0]).toMatchObject({ action: "settings.fediverse", actor: owner.username, summary: "Who may quote: Nobody; bridge to Bluesky: off" });
    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: false })).status).toBe(200);
  });
});

describe("who may quote", () => {
  let peer: Peer;
  let site: Actor;

  beforeAll(async () => {
    peer = await startPeer("quinn");
    peers.push(peer);
    site = await peer.lookUp(siteUrl, `${owner.username}@${siteHost}`);
  }, 60_000);

  const canQuoteOf = async (id: string) =>
    JSON.stringify(
      (await callSite<{ interactionPolicy: { canQuote: unknown } }>(`/blogs/${id}`, { headers: { Accept: "application/activity+json" } })).body
        .interactionPolicy.canQuote,
    );

  it("rejects every quote request while the owner says nobody, and says so in canQuote; accepts again with anyone", async () => {
    const item = await publicBlog();
    const address = new URL(itemAddress("blogs", item.id));

    expect((await saveSettings({ quotePolicy: "nobody", bridgeToBluesky: false })).status).toBe(200);
    const closed = await canQuoteOf(item.id);
    expect(closed).not.toContain("Public");
    expect(closed).toContain(`${siteUrl}/ap/users/${owner.username}`);
    const refused = await peer.quote(site, address);
    const reject = await peer.waitFor((activity) => activity.type === "Reject" && JSON.stringify(activity.json.object).includes(refused.id!.href));
    expect(reject.json.result).toBeUndefined();
    expect(peer.received.some((activity) => activity.type === "Accept" && JSON.stringify(activity.json.object).includes(refused.id!.href))).toBe(false);
    expect((await adminDb.collection("fediverseQuotes").where("quoteId", "==", refused.instrumentId!.href).get()).size).toBe(0);

    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: false })).status).toBe(200);
    expect(await canQuoteOf(item.id)).toContain("Public");
    const asked = await peer.quote(site, address);
    const accept = await peer.waitFor((activity) => activity.type === "Accept" && JSON.stringify(activity.json.object).includes(asked.id!.href));
    const proof = await callSite<Record<string, unknown>>(new URL(String(accept.json.result)).pathname, { headers: { Accept: "application/activity+json" } });
    expect(proof.body).toMatchObject({ type: "QuoteAuthorization", interactingObject: asked.instrumentId!.href, interactionTarget: address.href });
  }, 60_000);
});

describe("the site as its own root actor (Bridgy Fed)", () => {
  it("answers the home page with the owner's actor to ActivityPub and with the page to a browser, both Vary: Accept", async () => {
    const actorId = `${siteUrl}/ap/users/${owner.username}`;
    const byId = await callSite<Record<string, unknown>>(new URL(actorId).pathname, { headers: { Accept: "application/activity+json" } });
    for (const accept of [
      "application/activity+json",
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      // What Bridgy Fed sends: ActivityPub first, HTML after it.
      'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"; q=0.9, text/html; charset=utf-8; q=0.5',
    ]) {
      const home = await callSite<Record<string, unknown>>("/", { headers: { Accept: accept } });
      expect(home.status, accept).toBe(200);
      expect(home.headers.get("content-type"), accept).toContain("application/activity+json");
      expect(home.headers.get("vary"), accept).toContain("Accept");
      expect(home.body, accept).toEqual(byId.body);
    }
    expect(byId.body).toMatchObject({ id: actorId, type: "Person", url: `${siteUrl}/` });

    const page = await callSite<string>("/", { headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("vary")).toContain("Accept");
    expect(String(page.body).toLowerCase()).toContain("<html");
  });
});

describe("bridging to Bluesky", () => {
  let bot: Peer;

  beforeAll(async () => {
    // The peer stands in for Bridgy Fed's bot, whose address the bridge document names (docs/bluesky.md).
    bot = await startPeer("bsky");
    peers.push(bot);
    await adminDb.collection("fediverseSettings").doc("bridge").set({ botActor: bot.actorId.href });
  }, 60_000);

  it("serves the standard.site address only while bridged, follows Bridgy Fed's bot when switched on, unfollows and blocks it when off", async () => {
    const off = await callSite(STANDARD_SITE_PATH, { redirect: "manual" });
    expect(off.status).toBe(404);

    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: true })).status).toBe(200);
    const on = await callSite(STANDARD_SITE_PATH, { redirect: "manual" });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe(BRIDGY_FED.publication(new URL(siteUrl).hostname));
    expect(on.headers.get("location")).toBe(`https://fed.brid.gy/.well-known/site.standard.publication?protocol=ap&domain=${new URL(siteUrl).hostname}`);

    const follow = await bot.waitFor((activity) => activity.type === "Follow");
    expect(follow.json).toMatchObject({ actor: `${siteUrl}/ap/users/${owner.username}`, object: bot.actorId.href });
    // Saved again, still on: no second Follow.
    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: true })).status).toBe(200);

    // Switched off: the Follow is taken back and the bot blocked, which is how Bridgy Fed is told to stop.
    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: false })).status).toBe(200);
    const undo = await bot.waitFor((activity) => activity.type === "Undo");
    expect(JSON.stringify(undo.json.object)).toContain(String(follow.json.id));
    const block = await bot.waitFor((activity) => activity.type === "Block");
    expect(block.json.object).toBe(bot.actorId.href);
    expect(bot.received.filter((activity) => activity.type === "Follow")).toHaveLength(1);
    expect((await callSite(STANDARD_SITE_PATH, { redirect: "manual" })).status).toBe(404);

    // On again: the Block is taken back, and a new Follow opts in once more.
    expect((await saveSettings({ quotePolicy: "anyone", bridgeToBluesky: true })).status).toBe(200);
    await bot.waitFor((activity) => activity.type === "Undo" && JSON.stringify(activity.json.object).includes(String(block.json.id)));
    await readUntil(
      async () => bot.received.filter((activity) => activity.type === "Follow").length,
      (count) => count === 2,
    );
    expect(bot.received.filter((activity) => activity.type === "Follow")).toHaveLength(2);
  }, 60_000);
});
