// Webmentions (issue 37, W3C Webmention), both directions, against the real emulators through Hosting and another
// website on 127.0.0.1 (support/webmention-peer.ts): a reply and a like received, checked by the queued task and shown
// once the owner approves; what is refused; a source that no longer links or is gone takes its mention away; what the
// site sends when an item goes public and when an edit drops a link; an imported item sending nothing; and the
// h-entry another site reads from an item page.
import { strToU8 } from "fflate";
import { mf2 } from "microformats-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEDIVERSE_MESSAGES } from "@contract/fediverse";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { WEBMENTION_MESSAGES } from "@contract/webmentions";
import { dryRun, importedItems, removeImport, runImport } from "../support/imports";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { hEntryPage, startWebPeer, type WebPeer } from "../support/webmention-peer";
import { adminDb, callSite, owner, postJson, randomAddress, sessionCookieFor, siteUrl } from "../support/stack";
import { readUntil } from "../support/wait";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { readOwnerSettings } from "../../scripts/lib/config.mjs";

let peer: WebPeer;
let ownerCookie = "";
const made: TestItem[] = [];
const jobs: string[] = [];

beforeAll(async () => {
  peer = await startWebPeer();
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
}, 60_000);

afterAll(async () => {
  for (const collection of ["webmentions", "fediverseReplies"]) {
    const left = await adminDb.collection(collection).where(collection === "webmentions" ? "source" : "url", ">=", peer.origin).where(collection === "webmentions" ? "source" : "url", "<", `${peer.origin}~`).get();
    await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  }
  await Promise.all(made.map(removeItem));
  for (const job of jobs) await removeImport(job);
  await peer.stop();
});

const pageOf = (kind: ItemKind, id: string) => `${siteUrl}${ITEM_KINDS[kind].pagePath}/${id}`;

async function item(kind: ItemKind, state: Record<string, unknown> = {}): Promise<TestItem> {
  const fresh = await freshItem(kind);
  made.push(fresh);
  if (Object.keys(state).length > 0) await fresh.ref.update(state);
  return fresh;
}

/** POSTs a webmention as another site does: form-encoded, from its own network, no cookie, a foreign Origin. */
const mention = (fields: Record<string, string>, address = randomAddress()) =>
  callSite<{ success: boolean; message: string }>("/webmention", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address, Origin: peer.origin },
    body: new URLSearchParams(fields).toString(),
  });

const mentionsOf = async (source: string) => (await adminDb.collection("webmentions").where("source", "==", source).get()).docs.map((doc) => doc.data());

interface ItemAnswer {
  commentCount: number;
  webLikeCount: number;
  webRepostCount: number;
  comments: { _id: string; text: string; username: string; profileImage: string; fediverse?: { url: string; server: string; handle: string } }[];
}
const guestItem = (kind: ItemKind, id: string) => callSite<ItemAnswer>(apiPaths.item(kind, id));

interface PendingReply {
  _id: string;
  itemId: string;
  text: string;
  author: { handle: string; url: string; server: string; avatar: string };
}
const pendingFor = (itemId: string) =>
  readUntil(
    () => callSite<{ replies: PendingReply[] }>("/api/fediverse/replies", { cookie: ownerCookie }),
    (answer) => answer.body.replies.some((reply) => reply.itemId === itemId),
  ).then((answer) => answer.body.replies.find((reply) => reply.itemId === itemId));

describe("receiving", () => {
  it("puts a reply into moderation after checking its source; approved, it shows under the item from the web", async () => {
    const blog = await item("blogs");
    const target = pageOf("blogs", blog.id);
    const source = `${peer.origin}/reply-${blog.id}`;
    peer.serve(new URL(source).pathname, hEntryPage(`<a class="u-in-reply-to" href="${target}">In reply</a><p class="e-content">Great post, <b>thank you</b>!</p>`));

    const answer = await mention({ source, target });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ success: true, message: WEBMENTION_MESSAGES.accepted });

    const reply = await pendingFor(blog.id);
    expect(reply).toMatchObject({ text: "Great post, thank you!", author: { handle: "Carol Web", url: source, server: "the web" } });
    // Her h-card's photo, copied into the site's Storage as a small WebP: readers never call her site for it.
    expect(reply!.author.avatar.startsWith(peer.origin)).toBe(false);
    const photo = await fetch(reply!.author.avatar);
    expect({ status: photo.status, type: photo.headers.get("content-type") }).toEqual({ status: 200, type: "image/webp" });
    expect(peer.fetches("/carol.png")).toBe(1);
    // Waiting for the owner: nobody sees it yet.
    expect((await guestItem("blogs", blog.id)).body.commentCount).toBe(0);

    expect((await callSite(`/api/fediverse/replies/${reply!._id}/approve`, { method: "PUT", cookie: ownerCookie })).status).toBe(200);
    const shown = await guestItem("blogs", blog.id);
    expect(shown.body.commentCount).toBe(1);
    expect(shown.body.comments[0]).toMatchObject({ text: "Great post, thank you!", fediverse: { handle: "Carol Web", url: source, server: "the web" } });
    // The item's page as a guest gets it, rendered on the server.
    const page = await callSite<string>(`${ITEM_KINDS.blogs.pagePath}/${blog.id}`);
    expect(page.body).toContain("Great post, thank you!");
    // A web page has no fediverse account: the owner's answer to it is refused, and nothing is added.
    const refused = await postJson<{ message: string }>(apiPaths.itemComments("blogs", blog.id), { text: "Thanks!", replyTo: shown.body.comments[0]!._id }, { cookie: ownerCookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FEDIVERSE_MESSAGES.answerNotFediverse);
    expect((await guestItem("blogs", blog.id)).body.commentCount).toBe(1);

    // Edited on her site, with a new name and picture, and sent again: the comment shown changes in place.
    peer.serve(new URL(source).pathname, hEntryPage(`<a class="u-in-reply-to" href="${target}">In reply</a><p class="e-content">Great post, thanks again!</p>`, { name: "Carol W.", photo: "/carol-2.png" }));
    expect((await mention({ source, target })).status).toBe(202);
    const edited = await readUntil(() => guestItem("blogs", blog.id), (each) => each.body.comments[0]?.text === "Great post, thanks again!");
    expect(edited.body.commentCount).toBe(1);
    expect(edited.body.comments[0]).toMatchObject({ username: "Carol W.", fediverse: { handle: "Carol W.", url: source, server: "the web" } });
    expect(edited.body.comments[0]!.profileImage).not.toBe(reply!.author.avatar);
    expect(edited.body.comments[0]!.profileImage.startsWith(peer.origin)).toBe(false);
    expect(peer.fetches("/carol-2.png")).toBe(1);

    // (c) The source changes and no longer links: sent again, the mention and its comment are gone.
    peer.serve(new URL(source).pathname, hEntryPage(`<p class="e-content">I changed my mind about linking.</p>`));
    expect((await mention({ source, target })).status).toBe(202);
    const gone = await readUntil(() => guestItem("blogs", blog.id), (each) => each.body.commentCount === 0);
    expect(gone.body.comments).toEqual([]);
    expect(await mentionsOf(source)).toEqual([]);
  }, 120_000);

  it("counts a like once however often it is sent, and uncounts it when its source is gone (410)", async () => {
    const project = await item("projects");
    const target = pageOf("projects", project.id);
    const source = `${peer.origin}/like-${project.id}`;
    peer.serve(new URL(source).pathname, hEntryPage(`<a class="u-like-of" href="${target}">Liked</a>`));

    expect((await mention({ source, target })).status).toBe(202);
    const liked = await readUntil(() => guestItem("projects", project.id), (each) => each.body.webLikeCount === 1);
    expect(liked.body).toMatchObject({ webLikeCount: 1, webRepostCount: 0, commentCount: 0 });
    expect((await mention({ source, target })).status).toBe(202);
    await readUntil(async () => peer.fetches(new URL(source).pathname), (count) => count >= 2);
    expect((await guestItem("projects", project.id)).body.webLikeCount).toBe(1);
    expect(await mentionsOf(source)).toHaveLength(1);

    // A repost from another page counts beside it.
    const reposter = `${peer.origin}/repost-${project.id}`;
    peer.serve(new URL(reposter).pathname, hEntryPage(`<a class="u-repost-of" href="${target}">Reposted</a>`));
    expect((await mention({ source: reposter, target })).status).toBe(202);
    await readUntil(() => guestItem("projects", project.id), (each) => each.body.webRepostCount === 1);

    peer.serve(new URL(source).pathname, 410);
    expect((await mention({ source, target })).status).toBe(202);
    const unliked = await readUntil(() => guestItem("projects", project.id), (each) => each.body.webLikeCount === 0);
    expect(unliked.body).toMatchObject({ webLikeCount: 0, webRepostCount: 1 });
    expect(await mentionsOf(source)).toEqual([]);
  }, 120_000);

  it("answers 400 with a clear message to bad input, and stores nothing for a source that does not link", async () => {
    const blog = await item("blogs");
    const target = pageOf("blogs", blog.id);
    const source = `${peer.origin}/elsewhere-${blog.id}`;
    const cases: [Record<string, string>, string][] = [
      [{ target }, WEBMENTION_MESSAGES.sourceInvalid],
      [{ source }, WEBMENTION_MESSAGES.targetInvalid],
      [{ source: "ftp://example.com/a", target }, WEBMENTION_MESSAGES.sourceInvalid],
      [{ source: "not a url", target }, WEBMENTION_MESSAGES.sourceInvalid],
      [{ source: target, target }, WEBMENTION_MESSAGES.sameUrl],
      [{ source, target: `${siteUrl}${ITEM_KINDS.blogs.pagePath}/no-such-item` }, WEBMENTION_MESSAGES.unknownTarget],
      [{ source, target: "https://example.com/blogs/abc" }, WEBMENTION_MESSAGES.unknownTarget],
      [{ source, target: `${siteUrl}/` }, WEBMENTION_MESSAGES.unknownTarget],
    ];
    for (const [fields, message] of cases) {
      const answer = await mention(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    // A draft is no public page either.
    const draft = await item("blogs", { status: "draft" });
    expect((await mention({ source, target: pageOf("blogs", draft.id) })).body.message).toBe(WEBMENTION_MESSAGES.unknownTarget);

    // A page that does not link to the target is accepted (the check comes later) and leaves nothing.
    peer.serve(new URL(source).pathname, hEntryPage(`<p class="e-content">About something else: <a href="${siteUrl}/">the home page</a>.</p>`));
    expect((await mention({ source, target })).status).toBe(202);
    await readUntil(async () => peer.fetches(new URL(source).pathname), (count) => count >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mentionsOf(source)).toEqual([]);
    expect((await guestItem("blogs", blog.id)).body).toMatchObject({ commentCount: 0, webLikeCount: 0 });
  }, 60_000);

  it("limits webmentions per network with 429", async () => {
    const address = randomAddress();
    // Tries count whatever their target (each costs a read); these name no item, so no check is queued.
    const send = () => mention({ source: `${peer.origin}/rate`, target: `${siteUrl}${ITEM_KINDS.blogs.pagePath}/no-such-item` }, address);
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) statuses.push(...(await Promise.all([send(), send(), send()])).map((answer) => answer.status));
    expect(statuses).toEqual(Array(30).fill(400));
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(over.body.message).toMatch(/^Too many webmentions from your network\. Please try again in /);
    // Another network is not held back.
    expect((await mention({ source: `${peer.origin}/rate`, target: `${siteUrl}/` })).status).toBe(400);
  }, 120_000);
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
const putBlog = async (id: string, fields: Record<string, string>) => {
  const stored = (await adminDb.collection(ITEM_KINDS.blogs.collection).doc(id).get()).data() ?? {};
  const kept = { title: String(stored.title), firstParagraph: String(stored.firstParagraph), category: String(stored.category) };
  return callSite(apiPaths.item("blogs", id), { method: "PUT", body: form({ ...kept, ...fields }), cookie: ownerCookie });
};

describe("sending", () => {
  it("tells every linked page that names an endpoint when an item is published, and again when an edit drops a link", async () => {
    const blog = await item("blogs", { status: "draft" });
    const byHeader = `${peer.origin}/by-header`;
    const byHtml = `${peer.origin}/by-html`;
    const sentFor = (target: string) => peer.received.filter((each) => each.target === target && each.source.endsWith(`/blogs/${blog.id}`));

    const published = await putBlog(blog.id, { firstParagraph: `Two good reads: ${byHeader} and ${byHtml}. And ${peer.origin}/no-endpoint too.`, status: "published" });
    expect(published.status).toBe(200);
    await readUntil(async () => sentFor(byHeader).length + sentFor(byHtml).length, (count) => count >= 2);
    expect(sentFor(byHeader)).toHaveLength(1);
    expect(sentFor(byHtml)).toHaveLength(1);
    // The endpoint as each page named it: from the Link header, and from the HTML's relative <link>, resolved.
    expect(sentFor(byHeader)[0]!.url).toBe(`${peer.origin}/endpoint?via=header`);
    expect(sentFor(byHtml)[0]!.url).toBe(`${peer.origin}/endpoint?via=html`);
    expect(new URL(sentFor(byHtml)[0]!.source).pathname).toBe(`${ITEM_KINDS.blogs.pagePath}/${blog.id}`);

    // The edit drops one link: that page is told once more (so it can remove its mention), the other too.
    expect((await putBlog(blog.id, { firstParagraph: `Only one now: ${byHeader}.` })).status).toBe(200);
    await readUntil(async () => sentFor(byHtml).length, (count) => count >= 2);
    expect(sentFor(byHtml)).toHaveLength(2);
    await readUntil(async () => sentFor(byHeader).length, (count) => count >= 2);
    // And a later edit no longer tells the dropped one.
    expect((await putBlog(blog.id, { firstParagraph: `Still one: ${byHeader}!` })).status).toBe(200);
    await readUntil(async () => sentFor(byHeader).length, (count) => count >= 3);
    expect(sentFor(byHtml)).toHaveLength(2);
  }, 120_000);

  it("sends nothing for an item that arrives by an import", async () => {
    const target = `${peer.origin}/imported-link`;
    const markdown = `---\ntitle: Imported with a link ${Date.now()}\n---\nI once linked to ${target} on my old blog.\n`;
    const job = await dryRun(strToU8(markdown), "imported-link.md", ownerCookie);
    jobs.push(job.id);
    expect(job.status).toBe("ready");
    // Every type the file was read as goes to blogs.
    const mapping = Object.fromEntries((job.dryRun?.types ?? []).map(({ type }) => [type, "blogs" as const]));
    const done = await runImport(job.id, mapping, ownerCookie);
    expect(done.status).toBe("done");
    const items = await importedItems(job.id);
    expect(items).toHaveLength(1);
    // The import is done; give any stray task time to have run.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(peer.fetches("/imported-link")).toBe(0);
    expect(peer.received.filter((each) => each.target === target)).toEqual([]);
  }, 180_000);
});

describe("what other sites read", () => {
  it("advertises the endpoint and carries an h-entry with name, address, publish time and author", async () => {
    const blog = await item("blogs");
    const stored = (await blog.ref.get()).data() ?? {};
    const page = await fetch(`${siteUrl}${ITEM_KINDS.blogs.pagePath}/${blog.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("link")).toMatch(/<[^>]+\/webmention>; rel="webmention"/);
    const html = await page.text();
    expect(html).toMatch(/<link rel="webmention" href="[^"]+\/webmention"/);

    const parsed = mf2(html, { baseUrl: pageOf("blogs", blog.id) });
    const entry = parsed.items.find((each) => each.type?.includes("h-entry"));
    expect(entry?.properties.name).toEqual([stored.title]);
    expect(entry?.properties.url).toEqual([pageOf("blogs", blog.id)]);
    expect(new Date(String(entry?.properties.published?.[0])).getTime()).toBe(stored.publishAt.toMillis());
    const author = entry?.properties.author?.[0] as { type: string[]; properties: Record<string, unknown[]> };
    expect(author.type).toEqual(["h-card"]);
    expect(author.properties.name).toEqual([readOwnerSettings().name]);
    expect(parsed.rels.webmention?.[0]).toMatch(/\/webmention$/);

    // The home page: the owner's h-card.
    const home = mf2(await (await fetch(`${siteUrl}/`)).text(), { baseUrl: `${siteUrl}/` });
    const card = home.items.find((each) => each.type?.includes("h-card"));
    expect(card?.properties.name).toEqual([readOwnerSettings().name]);
    expect(card?.properties.url).toEqual([`${siteUrl}/`]);
    expect(String(card?.properties.photo?.[0])).toContain("/profile-image");
  }, 60_000);
});
