// One answer to "is it public", and every copy obeys it (issue 31, docs/publishing.md): an article with an image and a
// video is published through the API, every place it is copied to is collected (its page and API answer, the list,
// search, the RSS and JSON feeds, the sitemap, the fediverse outbox and object, its files' URLs with the WebP copies,
// the announcement mail's image and link), and each copy is followed through the trash, a restore, an edit, a move
// back to a draft and the permanent delete. A draft's files are followed through its preview link's revocation.
import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { digest } from "../../functions/src/services/secrets";
import { eventually, listMailsTo } from "../support/mail";
import { mp4Bytes, stillJpeg, storedObjects } from "../support/media";
import { listAll } from "../support/items";
import { adminDb, callSite, owner, sessionCookieFor, siteUrl } from "../support/stack";

const KIND = "articles";
const ACTIVITY = { Accept: "application/activity+json" };
let ownerCookie = "";
const made: string[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  // The fediverse function's first request loads Fedify (a cold start): made here, so no walk below waits on it.
  await eventually(async () => (await callSite(`/ap/users/${owner.username}/outbox`, { headers: ACTIVITY })).status === 200, 120_000, 1_000);
}, 180_000);

afterAll(async () => {
  for (const id of made) await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[KIND].collection).doc(id));
});

/** A member who asked for new-article mails, written straight into the emulators (as mail.test.ts does). */
async function articleSubscriber(): Promise<string> {
  const tag = randomBytes(6).toString("hex");
  const email = `copies${tag}@example.test`;
  const batch = adminDb.batch();
  batch.set(adminDb.collection("accounts").doc(`copies${tag}`), { email, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
  batch.set(adminDb.collection("subscriptions").doc(`copies${tag}`), { posts: [KIND], replies: false, moderationDigest: false });
  // The day's new-post cap is site-wide: a window with room for this announcement, whatever other files sent.
  const endsAt = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
  batch.set(adminDb.collection("rateLimits").doc(`new-post-mails_${digest("site")}`), { count: -1_000_000, endsAt, expiresAt: endsAt });
  await batch.commit();
  return email;
}

const form = (fields: Record<string, string>, files: [string, Buffer, string, string][] = []) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes, filename, type] of files) body.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
};

async function createArticle(fields: Record<string, string>): Promise<Record<string, unknown> & { _id: string }> {
  const files: [string, Buffer, string, string][] = [
    ["mainImg", await stillJpeg(1400, 700), "main.jpg", "image/jpeg"],
    ["vid", mp4Bytes(4096), "clip.mp4", "video/mp4"],
  ];
  const answer = await callSite<Record<string, unknown> & { _id: string }>(apiPaths.items(KIND), {
    method: "POST",
    body: form({ category: "Technology", ...fields }, files),
    cookie: ownerCookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body._id);
  return answer.body;
}

const put = (id: string, fields: Record<string, string>) =>
  callSite<Record<string, unknown>>(apiPaths.item(KIND, id), { method: "PUT", body: form(fields), cookie: ownerCookie });
const send = (path: string, method: string) => callSite<Record<string, unknown>>(path, { method, cookie: ownerCookie });

/** Every URL of an item's files as its answer gives them: each file field's, and each WebP copy's. */
function mediaUrlsOf(item: Record<string, unknown>): string[] {
  const variants = (item.variants ?? {}) as Record<string, { url: string }[]>;
  const fields = ITEM_KINDS[KIND].media.map((field) => item[field.stored]).filter((url): url is string => typeof url === "string" && url !== "");
  return [...fields, ...Object.values(variants).flatMap((copies) => copies.map((copy) => copy.url))];
}

/** What a download URL answers: the file, or a refusal. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}
const statusesOf = (urls: string[]) => Promise.all(urls.map(statusOf));

/** The outbox as a server reads it: its count and every Create of every page. */
async function readOutbox(): Promise<{ totalItems: number; texts: string[] }> {
  const collection = await callSite<{ totalItems: number; first: string }>(`/ap/users/${owner.username}/outbox`, { headers: ACTIVITY });
  expect(collection.status).toBe(200);
  const texts: string[] = [];
  let next: string | undefined = collection.body.first;
  for (let pages = 0; next && pages < 200; pages += 1) {
    const url: URL = new URL(next);
    const page: { status: number; body: { orderedItems?: unknown[]; next?: string } } = await callSite(url.pathname + url.search, { headers: ACTIVITY });
    expect(page.status).toBe(200);
    texts.push(...(page.body.orderedItems ?? []).map((each) => JSON.stringify(each)));
    next = page.body.next;
  }
  return { totalItems: collection.body.totalItems, texts };
}

const publicCount = async () => {
  const counts = await Promise.all(
    ITEM_KIND_NAMES.map(async (kind) =>
      (await adminDb.collection(ITEM_KINDS[kind].collection).where("status", "==", "published").where("publishAt", "<=", Timestamp.now()).count().get()).data()
        .count,
    ),
  );
  return counts.reduce((sum, each) => sum + each, 0);
};

interface Copies {
  page: number;
  api: number;
  inList: boolean;
  inSearch: boolean;
  inFeeds: boolean[];
  inSitemap: boolean;
  inOutbox: boolean;
  object: number;
  media: number[];
  mailImages: number[];
  mailLink: number;
}

/** The object id the item's Create in the outbox names, or its page's address when the outbox has none. */
function currentObjectId(outboxTexts: string[], address: string): string {
  const create = outboxTexts.find((text) => text.includes(address));
  return (create ? (JSON.parse(create) as { object?: { id?: string } }).object?.id : undefined) ?? address;
}

/** Every place the item is copied to, as a guest (or a server, or a mail reader) finds it now. */
async function copiesOf(id: string, title: string, word: string, media: string[], mail: { images: string[]; link: string }): Promise<Copies> {
  const address = `${siteUrl}${ITEM_KINDS[KIND].pagePath}/${id}`;
  // One after another: concurrent calls make the functions emulator start more instances, each a cold start.
  const page = await callSite<string>(`${ITEM_KINDS[KIND].pagePath}/${id}`);
  const api = await callSite(apiPaths.item(KIND, id));
  const list = await listAll(KIND);
  const search = await callSite<{ groups: { hits: { id: string }[] }[] }>(`/api/search?q=${word}`);
  const sitemap = await callSite<string>("/sitemap.xml");
  const outbox = await readOutbox();
  // Its object at the id followers know: a restored item's is new (?v=N), its old id a Tombstone (docs/fediverse.md).
  const objectId = new URL(currentObjectId(outbox.texts, address));
  const object = await callSite(`${objectId.pathname}${objectId.search}`, { headers: ACTIVITY });
  const feeds = [];
  for (const path of [`/rss/${KIND}.xml`, `/feeds/${KIND}.json`, "/rss/all.xml", "/feeds/all.json"]) feeds.push(await callSite<string>(path));
  const mailPage = await fetch(mail.link, { redirect: "manual" });
  await mailPage.arrayBuffer();
  return {
    page: page.status,
    api: api.status,
    inList: list.some((card) => card._id === id),
    inSearch: search.body.groups.some((group) => group.hits.some((hit) => hit.id === id)),
    inFeeds: feeds.map((feed) => JSON.stringify(feed.body).includes(title)),
    inSitemap: sitemap.body.includes(address),
    inOutbox: outbox.texts.some((text) => text.includes(address) || text.includes(title)),
    object: object.status,
    media: await statusesOf(media),
    mailImages: await statusesOf(mail.images),
    mailLink: mailPage.status,
  };
}

/**
 * The copies once they agree with `done`, or as they are after 45 s: an instance other than the one that made the
 * change keeps its public reads (feeds, sitemap) up to 30 s (services/public-read-cache.ts), the documented window.
 */
async function copiesOnce(done: (copies: Copies) => boolean, ...args: Parameters<typeof copiesOf>): Promise<Copies> {
  const until = Date.now() + 45_000;
  for (;;) {
    const copies = await copiesOf(...args);
    if (done(copies) || Date.now() > until) return copies;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const listed = (copies: Copies) => [copies.inList, copies.inSearch, ...copies.inFeeds, copies.inSitemap, copies.inOutbox];
const nowhere = (copies: Copies) => !listed(copies).some(Boolean) && copies.page === 404;

const everywhere = (mediaCount: number, mailImages: number): Copies => ({
  page: 200,
  api: 200,
  inList: true,
  inSearch: true,
  inFeeds: [true, true, true, true],
  inSitemap: true,
  inOutbox: true,
  object: 200,
  media: Array(mediaCount).fill(200),
  mailImages: Array(mailImages).fill(200),
  mailLink: 200,
});

const refused = (status: number) => status === 403 || status === 404;

describe("every copy of an item obeys the public predicate", () => {
  it("follows an article's page, lists, search, feeds, sitemap, outbox, object, files and mail through trash, restore, edit, draft and purge", async () => {
    const subscriber = await articleSubscriber();
    const word = `copywalk${randomBytes(4).toString("hex")}`;
    const title = `Walked ${word}`;
    const firstText = `The first text of ${word}, before any edit.`;
    const created = await createArticle({ title, firstParagraph: firstText, status: "published" });
    const id = created._id;
    const media = mediaUrlsOf(created);
    // The main image, its WebP copies (1400 px wide: every width) and the video.
    expect(media.length).toBeGreaterThanOrEqual(4);

    // The announcement mail: its images and its link to the page.
    await eventually(async () => (await listMailsTo(subscriber, "new-post")).length > 0, 40_000);
    const [mail] = await listMailsTo(subscriber, "new-post");
    const images = [...mail!.html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
    expect(images.length).toBeGreaterThan(0);
    const link = `${siteUrl}${ITEM_KINDS[KIND].pagePath}/${id}`;
    expect(mail!.html).toContain(`href="${link}"`);
    const mailCopy = { images, link };

    const atFirst = await copiesOnce((copies) => listed(copies).every(Boolean), id, title, word, media, mailCopy);
    expect(atFirst).toEqual(everywhere(media.length, images.length));
    // Its outbox entry is its current object.
    expect((await readOutbox()).texts.find((text) => text.includes(link))).toContain(firstText);

    // The trash: gone from every copy, and every file URL handed out is refused.
    expect((await send(apiPaths.item(KIND, id), "DELETE")).status).toBe(200);
    const trashed = await copiesOnce(nowhere, id, title, word, media, mailCopy);
    expect(trashed).toMatchObject({ page: 404, api: 404, inList: false, inSearch: false, inFeeds: [false, false, false, false] });
    expect(trashed).toMatchObject({ inSitemap: false, inOutbox: false, mailLink: 404 });
    // Followers were told it was deleted: its address answers a Tombstone (410), or 404 if none was told yet.
    expect([404, 410], `object answered ${trashed.object}`).toContain(trashed.object);
    expect(trashed.media.every(refused), `media answered ${trashed.media}`).toBe(true);
    expect(trashed.mailImages.every(refused), `mail images answered ${trashed.mailImages}`).toBe(true);
    // The owner's trash still shows the files, at their new URLs.
    const inTrash = await callSite<Record<string, unknown>>(apiPaths.item(KIND, id), { cookie: ownerCookie });
    const hidden = mediaUrlsOf(inTrash.body);
    expect(hidden).toHaveLength(media.length);
    expect(hidden.some((url) => media.includes(url))).toBe(false);
    expect(await statusesOf(hidden)).toEqual(hidden.map(() => 200));

    // Restored: every copy is back, the URLs handed out before the trash (the mail's too) answer again.
    expect((await send(apiPaths.itemRestore(KIND, id), "POST")).status).toBe(200);
    const restored = await copiesOnce((copies) => listed(copies).every(Boolean), id, title, word, media, mailCopy);
    expect(restored).toEqual(everywhere(media.length, images.length));
    expect((await statusesOf(hidden)).every(refused)).toBe(true);

    // An edit: the outbox shows the new text, and the old text is nowhere in it.
    const editedText = `The edited text of ${word}.`;
    expect((await put(id, { title, firstParagraph: editedText, category: "Technology" })).status).toBe(200);
    const edited = (await readOutbox()).texts.filter((text) => text.includes(link));
    expect(edited).toHaveLength(1);
    expect(edited[0]).toContain(editedText);
    expect(edited[0]).not.toContain(firstText);

    // Back to a draft: out of the outbox, files refused; published again: back.
    expect((await put(id, { title, firstParagraph: editedText, category: "Technology", status: "draft" })).status).toBe(200);
    const draft = await copiesOnce(nowhere, id, title, word, media, mailCopy);
    expect({ inOutbox: draft.inOutbox, page: draft.page, inFeeds: draft.inFeeds }).toEqual({ inOutbox: false, page: 404, inFeeds: [false, false, false, false] });
    expect(draft.media.every(refused), `media answered ${draft.media}`).toBe(true);
    expect((await put(id, { title, firstParagraph: editedText, category: "Technology", status: "published" })).status).toBe(200);
    const republished = await copiesOnce((copies) => copies.inOutbox, id, title, word, media, mailCopy);
    expect({ inOutbox: republished.inOutbox, media: republished.media }).toEqual({ inOutbox: true, media: media.map(() => 200) });

    // Deleted for good (trash, then delete from the trash): nothing of it anywhere, its files gone.
    expect((await send(apiPaths.item(KIND, id), "DELETE")).status).toBe(200);
    expect((await send(apiPaths.item(KIND, id), "DELETE")).status).toBe(200);
    const purged = await copiesOnce(nowhere, id, title, word, media, mailCopy);
    expect(purged).toMatchObject({ page: 404, api: 404, inList: false, inSearch: false, inFeeds: [false, false, false, false] });
    expect(purged).toMatchObject({ inSitemap: false, inOutbox: false, mailLink: 404 });
    expect([404, 410], `object answered ${purged.object}`).toContain(purged.object);
    // The emulator answers a token for a missing file 403; that the files are gone is read from Storage below.
    expect(purged.media.every(refused), `media answered ${purged.media}`).toBe(true);
    expect(await storedObjects(`media/${KIND}/${id}/`)).toEqual([]);
  }, 420_000);

  it("keeps the outbox to public items only, with a true count, and pages it with a cursor", async () => {
    const draft = await createArticle({ title: `Outbox draft ${randomBytes(4).toString("hex")}`, firstParagraph: "A draft.", status: "draft" });
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await createArticle({ title: `Outbox later ${randomBytes(4).toString("hex")}`, firstParagraph: "Later.", status: "published", publishAt: later });
    const before = await publicCount();
    const outbox = await readOutbox();
    const after = await publicCount();
    const addresses = [draft._id, scheduled._id].map((id) => `${siteUrl}${ITEM_KINDS[KIND].pagePath}/${id}`);
    expect(outbox.texts.some((text) => addresses.some((address) => text.includes(address)))).toBe(false);
    // As many as there are public items, each once, every one a Create.
    expect(outbox.totalItems).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(outbox.totalItems).toBeLessThanOrEqual(Math.max(before, after));
    expect(outbox.texts.length).toBeGreaterThanOrEqual(Math.min(before, after) - 2);
    expect(new Set(outbox.texts.map((text) => (JSON.parse(text) as { id: string }).id)).size).toBe(outbox.texts.length);
    expect(outbox.texts.every((text) => (JSON.parse(text) as { type: string }).type === "Create")).toBe(true);
    // Not ours: 404.
    const wrong = await callSite(`/ap/users/${owner.username}/outbox?cursor=bm90LW91cnM`, { headers: ACTIVITY });
    expect(wrong.status).toBe(404);
  }, 120_000);
});

describe("a draft's files and its preview link", () => {
  it("answers the preview holder, and refuses every URL they were shown once the link is revoked", async () => {
    const created = await createArticle({ title: `Previewed ${randomBytes(4).toString("hex")}`, firstParagraph: "Not public yet.", status: "draft" });
    const id = created._id;
    const opened = await send(apiPaths.itemPreviewLink(KIND, id), "POST");
    expect(opened.status).toBe(200);
    const token = String(opened.body.previewToken);
    const seen = await callSite<Record<string, unknown>>(apiPaths.itemPreview(KIND, id, token));
    expect(seen.status).toBe(200);
    const media = mediaUrlsOf(seen.body);
    expect(media.length).toBeGreaterThanOrEqual(4);
    expect(await statusesOf(media)).toEqual(media.map(() => 200));

    expect((await send(apiPaths.itemPreviewLink(KIND, id), "DELETE")).status).toBe(200);
    expect((await callSite(apiPaths.itemPreview(KIND, id, token))).status).toBe(404);
    const after = await statusesOf(media);
    expect(after.every(refused), `media answered ${after}`).toBe(true);
    // The owner's editor shows the files at their new URLs.
    const mine = await callSite<Record<string, unknown>>(apiPaths.item(KIND, id), { cookie: ownerCookie });
    const current = mediaUrlsOf(mine.body);
    expect(current.some((url) => media.includes(url))).toBe(false);
    expect(await statusesOf(current)).toEqual(current.map(() => 200));
  }, 60_000);
});
