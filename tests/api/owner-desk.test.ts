// The owner's desk (issue 22) against the real emulators, through Hosting: drafts, schedules, the preview link and
// the trash, as guest, member and owner, for every kind.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { TRASH_DAYS } from "@contract/item-status";
import { apiPaths } from "@contract/routes";
import { migrateLegacyItems } from "../../functions/src/services/items/migration";
import { purgeExpiredTrash } from "../../functions/src/services/items/trash";
import { TINY_PNG } from "../support/images";
import { freshItem, listAll, removeItem, type TestItem } from "../support/items";
import { adminDb, callSite, member, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
const made: TestItem[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
});

afterAll(async () => {
  await Promise.all(made.map(removeItem));
});

const DAY_MS = 24 * 60 * 60 * 1000;
const past = () => Timestamp.fromMillis(Date.now() - 3 * DAY_MS);
const future = () => Timestamp.fromMillis(Date.now() + 3 * DAY_MS);

/** A copy of a seeded item in the given stored state. */
async function itemIn(kind: ItemKind, state: Record<string, unknown>): Promise<TestItem> {
  const item = await freshItem(kind);
  made.push(item);
  await item.ref.update(state);
  return item;
}

const STATES = {
  draft: () => ({ status: "draft", publishAt: past() }),
  scheduled: () => ({ status: "published", publishAt: future() }),
  trashed: () => ({ status: "trashed", trashedFrom: "published", trashedAt: Timestamp.now(), publishAt: past() }),
};

const get = (kind: ItemKind, id: string, cookie?: string) => callSite(apiPaths.item(kind, id), { cookie });
const send = (path: string, method: string, cookie: string, json?: unknown) =>
  callSite(path, { method, cookie, headers: json ? { "Content-Type": "application/json" } : {}, body: json ? JSON.stringify(json) : undefined });
const ownerList = (kind: ItemKind, status: string) =>
  callSite<{ _id: string; status: string }[]>(apiPaths.itemList(kind, { status, limit: 50 }), { cookie: ownerCookie });

describe.each(ITEM_KIND_NAMES)("what is not public is invisible: %s", (kind) => {
  const { notFound } = ITEM_KINDS[kind];
  const unknown = { status: 404, body: { success: false, message: notFound } };

  it.each(Object.keys(STATES) as (keyof typeof STATES)[])("a %s item answers 404 like an unknown id, except to the owner", async (state) => {
    const item = await itemIn(kind, STATES[state]());
    const asGuest = await get(kind, item.id);
    const asMember = await get(kind, item.id, memberCookie);
    const unknownId = await get(kind, "no-such-item-anywhere");
    expect({ status: asGuest.status, body: asGuest.body }).toEqual(unknown);
    expect({ status: asMember.status, body: asMember.body }).toEqual(unknown);
    expect({ status: unknownId.status, body: unknownId.body }).toEqual(unknown);

    // Nobody but the owner likes, comments or reads its comments.
    const like = await send(apiPaths.itemLike(kind, item.id), "POST", memberCookie);
    const comment = await send(apiPaths.itemComments(kind, item.id), "POST", memberCookie, { text: "Can I see this?" });
    const comments = await callSite(apiPaths.itemCommentPage(kind, item.id, "newest"));
    expect([like.status, comment.status, comments.status]).toEqual([404, 404, 404]);
    expect((await item.ref.get()).get("likeCount")).toBe(0);
    expect((await item.ref.collection("comments").count().get()).data().count).toBe(0);

    // Nor does any public list show it; the owner's own filter does.
    expect((await listAll(kind)).map((card) => card._id)).not.toContain(item.id);
    const mine = await get(kind, item.id, ownerCookie);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ _id: item.id, status: state });
    const filter = { draft: "draft", scheduled: "scheduled", trashed: "trash" }[state];
    const filtered = await ownerList(kind, filter);
    expect(filtered.body.map((card) => card._id)).toContain(item.id);
    expect(filtered.body.every((card) => card.status === state)).toBe(true);
    expect(filtered.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });

  it("refuses the owner's list filters to anyone else", async () => {
    const path = apiPaths.itemList(kind, { status: "draft" });
    expect((await callSite(path)).status).toBe(401);
    expect((await callSite(path, { cookie: memberCookie })).status).toBe(403);
    const wrong = await callSite(apiPaths.itemList(kind, { status: "secret" }), { cookie: ownerCookie });
    expect({ status: wrong.status, body: wrong.body }).toMatchObject({ status: 400, body: { message: "Choose one of the list's filters." } });
  });
});

describe("the feeds and the sitemap list only public items", () => {
  it("leave out drafts, scheduled and trashed items", async () => {
    const hidden = await Promise.all((Object.keys(STATES) as (keyof typeof STATES)[]).map((state) => itemIn("articles", STATES[state]())));
    const published = await itemIn("articles", { status: "published", publishAt: Timestamp.now() });
    // Both are kept 30 s per instance; a fresh instance's copy is what a guest gets, so look until it has the new item.
    await expect.poll(async () => (await callSite<string>("/rss/articles.xml")).body, { timeout: 40_000, interval: 2_000 }).toContain(published.id);
    const feed = (await callSite<string>("/rss/articles.xml")).body;
    await expect.poll(async () => (await callSite<string>("/sitemap.xml")).body, { timeout: 40_000, interval: 2_000 }).toContain(published.id);
    const sitemap = (await callSite<string>("/sitemap.xml")).body;
    for (const item of hidden) {
      expect(feed).not.toContain(item.id);
      expect(sitemap).not.toContain(item.id);
    }
    expect(feed).toMatch(/<atom:updated>[^<]+<\/atom:updated>/);
  }, 90_000);
});

describe("a scheduled item becomes public at its time, with nobody acting", () => {
  it("answers 404 before its time and is shown within a minute of it", async () => {
    const item = await itemIn("blogs", { status: "published", publishAt: Timestamp.fromMillis(Date.now() + 4_000) });
    expect((await get("blogs", item.id)).status).toBe(404);
    expect((await listAll("blogs")).map((card) => card._id)).not.toContain(item.id);
    await expect.poll(async () => (await get("blogs", item.id)).status, { timeout: 60_000, interval: 1_000 }).toBe(200);
    await expect.poll(async () => (await listAll("blogs")).map((card) => card._id), { timeout: 60_000, interval: 2_000 }).toContain(item.id);
    expect((await get("blogs", item.id)).body).toMatchObject({ status: "published" });
  }, 90_000);
});

describe("the preview link", () => {
  it("shows a draft to whoever holds it, marked noindex and kept by nobody, until revoked; a guessed one is 404", async () => {
    const item = await itemIn("articles", STATES.draft());
    expect((await send(apiPaths.itemPreviewLink("articles", item.id), "POST", memberCookie)).status).toBe(403);
    const opened = await send(apiPaths.itemPreviewLink("articles", item.id), "POST", ownerCookie);
    expect(opened.status).toBe(200);
    const { previewToken } = opened.body as { previewToken: string };
    expect(previewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Asking again answers the same link, so one already sent keeps working.
    expect((await send(apiPaths.itemPreviewLink("articles", item.id), "POST", ownerCookie)).body).toEqual({ previewToken });

    const seen = await callSite(apiPaths.itemPreview("articles", item.id, previewToken));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: item.id, status: "draft" });
    expect(seen.body).not.toHaveProperty("previewToken");
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    expect(seen.headers.get("x-robots-tag")).toBe("noindex");
    const page = await callSite<string>(`/articles/${item.id}?preview=${previewToken}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.headers.get("cache-control")).toBe("private, no-store");

    const guessed = previewToken.slice(0, -1) + (previewToken.endsWith("A") ? "B" : "A");
    expect((await callSite(apiPaths.itemPreview("articles", item.id, guessed))).status).toBe(404);
    expect((await callSite(`/articles/${item.id}?preview=${guessed}`)).status).toBe(404);
    // The token opens this item only.
    const other = await itemIn("articles", STATES.draft());
    expect((await callSite(apiPaths.itemPreview("articles", other.id, previewToken))).status).toBe(404);

    expect((await send(apiPaths.itemPreviewLink("articles", item.id), "DELETE", ownerCookie)).status).toBe(200);
    expect((await callSite(apiPaths.itemPreview("articles", item.id, previewToken))).status).toBe(404);
    expect((await callSite(`/articles/${item.id}?preview=${previewToken}`)).status).toBe(404);
  });

  it("stops at publishing, and is refused for a public item", async () => {
    const item = await itemIn("random-post", STATES.draft());
    const { previewToken } = (await send(apiPaths.itemPreviewLink("random-post", item.id), "POST", ownerCookie)).body as { previewToken: string };
    const form = new FormData();
    form.append("title", "Published now");
    form.append("status", "published");
    expect((await callSite(apiPaths.item("random-post", item.id), { method: "PUT", body: form, cookie: ownerCookie })).status).toBe(200);
    expect((await item.ref.get()).get("previewToken")).toBeUndefined();
    const again = await send(apiPaths.itemPreviewLink("random-post", item.id), "POST", ownerCookie);
    expect({ status: again.status, body: again.body }).toMatchObject({
      status: 409,
      body: { message: "This random post is public: share its own address." },
    });
    // The old token now opens nothing more than the public page everybody sees.
    expect((await callSite(apiPaths.itemPreview("random-post", item.id, previewToken))).body).toMatchObject({ status: "published" });
  });
});

describe("a preview link through scheduling (issue 32)", () => {
  it("keeps working while a draft waits for its time", async () => {
    const item = await itemIn("random-post", STATES.draft());
    const { previewToken } = (await send(apiPaths.itemPreviewLink("random-post", item.id), "POST", ownerCookie)).body as { previewToken: string };
    const form = new FormData();
    form.append("title", "Out on Friday");
    form.append("status", "published");
    form.append("publishAt", new Date(Date.now() + 2 * DAY_MS).toISOString());
    expect((await callSite(apiPaths.item("random-post", item.id), { method: "PUT", body: form, cookie: ownerCookie })).status).toBe(200);
    expect((await get("random-post", item.id)).status).toBe(404);
    const seen = await callSite(apiPaths.itemPreview("random-post", item.id, previewToken));
    expect({ status: seen.status, body: seen.body }).toMatchObject({ status: 200, body: { title: "Out on Friday", status: "scheduled" } });

    // Its time comes: the document is public, and any client can read it. Back to a draft, the link must be dead.
    await item.ref.update({ publishAt: past() });
    const draft = new FormData();
    draft.append("title", "Not yet after all");
    draft.append("status", "draft");
    expect((await callSite(apiPaths.item("random-post", item.id), { method: "PUT", body: draft, cookie: ownerCookie })).status).toBe(200);
    expect((await item.ref.get()).get("previewToken")).toBeUndefined();
    expect((await callSite(apiPaths.itemPreview("random-post", item.id, previewToken))).status).toBe(404);
  });

  it("dies when a public item goes to the trash", async () => {
    const item = await itemIn("random-post", STATES.draft());
    const { previewToken } = (await send(apiPaths.itemPreviewLink("random-post", item.id), "POST", ownerCookie)).body as { previewToken: string };
    // A token the item kept into its public time, as a scheduled one does.
    await item.ref.update({ status: "published", publishAt: past() });
    expect((await send(apiPaths.item("random-post", item.id), "DELETE", ownerCookie)).status).toBe(200);
    expect((await item.ref.get()).get("previewToken")).toBeUndefined();
    expect((await callSite(apiPaths.itemPreview("random-post", item.id, previewToken))).status).toBe(404);
  });
});

describe("states and transitions through the API", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const put = (kind: ItemKind, id: string, fields: Record<string, string>, cookie = ownerCookie) =>
    callSite<Record<string, unknown>>(apiPaths.item(kind, id), { method: "PUT", body: form(fields), cookie });

  it("drafts, schedules, publishes and unpublishes, keeping the publish time through edits", async () => {
    const item = await itemIn("random-post", STATES.draft());
    const scheduledFor = new Date(Date.now() + 2 * DAY_MS);
    scheduledFor.setUTCMilliseconds(0);
    const scheduled = await put("random-post", item.id, { title: "Soon", status: "published", publishAt: scheduledFor.toISOString().replace("Z", "+00:00") });
    expect(scheduled.body).toMatchObject({ status: "scheduled", publishedAt: scheduledFor.toISOString() });
    expect((await get("random-post", item.id)).status).toBe(404);

    const now = await put("random-post", item.id, { title: "Now", status: "published", publishAt: new Date().toISOString() });
    expect(now.body).toMatchObject({ status: "published" });
    const publishedAt = now.body.publishedAt;
    expect((await get("random-post", item.id)).status).toBe(200);

    // An edit without a status keeps the state and the date.
    const edited = await put("random-post", item.id, { title: "Edited later" });
    expect(edited.body).toMatchObject({ status: "published", publishedAt, title: "Edited later" });
    expect(Date.parse(String(edited.body.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(publishedAt)));

    const unpublished = await put("random-post", item.id, { title: "Back to draft", status: "draft" });
    expect(unpublished.body).toMatchObject({ status: "draft" });
    expect((await get("random-post", item.id)).status).toBe(404);
  });

  it("refuses a bad status or publish time with 400 and changes nothing", async () => {
    const item = await itemIn("random-post", STATES.draft());
    const badStatus = await put("random-post", item.id, { title: "Changed", status: "live" });
    expect({ status: badStatus.status, body: badStatus.body }).toMatchObject({
      status: 400,
      body: { success: false, message: 'Status is "draft" or "published".', errors: { status: 'Status is "draft" or "published".' } },
    });
    const badTime = await put("random-post", item.id, { title: "Changed", status: "published", publishAt: "next tuesday" });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toMatchObject({ errors: { publishAt: expect.stringContaining("Publish time") } });
    expect((await item.ref.get()).get("status")).toBe("draft");
    expect((await item.ref.get()).get("title")).not.toBe("Changed");
  });

  it("creates a draft that only the owner sees, then publishes it", async () => {
    const body = form({ title: "A draft from the desk", status: "draft" });
    body.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "draft.png");
    const created = await callSite<{ _id: string; status: string }>(apiPaths.items("random-post"), { method: "POST", body, cookie: ownerCookie });
    expect(created.status).toBe(201);
    made.push({ id: created.body._id, ref: adminDb.collection("randomPosts").doc(created.body._id) });
    expect(created.body.status).toBe("draft");
    expect((await get("random-post", created.body._id)).status).toBe(404);
    const published = await put("random-post", created.body._id, { title: "A draft from the desk", status: "published" });
    expect(published.body).toMatchObject({ status: "published" });
    expect((await get("random-post", created.body._id)).status).toBe(200);
  });

  it("trashes and restores with likes, comments and counts exact; a member cannot restore", async () => {
    const item = await itemIn("projects", { status: "published", publishAt: past() });
    const liked = await send(apiPaths.itemLike("projects", item.id), "POST", memberCookie);
    expect(liked.status).toBe(200);
    const commented = await send(apiPaths.itemComments("projects", item.id), "POST", memberCookie, { text: "Kept through the trash" });
    expect(commented.status).toBe(200);

    expect((await send(apiPaths.item("projects", item.id), "DELETE", ownerCookie)).status).toBe(200);
    expect((await get("projects", item.id)).status).toBe(404);
    expect((await put("projects", item.id, { title: "Edit in the trash", shortDescription: "x", category: "Others" })).status).toBe(409);
    expect((await send(apiPaths.itemRestore("projects", item.id), "POST", memberCookie)).status).toBe(403);

    const restored = await send(apiPaths.itemRestore("projects", item.id), "POST", ownerCookie);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: "published", likeCount: 1, commentCount: 1 });
    const seen = await get("projects", item.id);
    expect(seen.body).toMatchObject({ likeCount: 1, commentCount: 1, comments: [{ text: "Kept through the trash" }] });
    const again = await send(apiPaths.itemRestore("projects", item.id), "POST", ownerCookie);
    expect({ status: again.status, body: again.body }).toMatchObject({ status: 409, body: { message: "This project is not in the trash." } });
  });

  it("restores a trashed draft as a draft", async () => {
    const item = await itemIn("islamic", STATES.draft());
    await send(apiPaths.item("islamic", item.id), "DELETE", ownerCookie);
    const restored = await send(apiPaths.itemRestore("islamic", item.id), "POST", ownerCookie);
    expect(restored.body).toMatchObject({ status: "draft" });
  });
});

describe("the daily sweep", () => {
  it(`purges what lay in the trash over ${TRASH_DAYS} days, with its likes and comments, and keeps the rest`, async () => {
    const old = await itemIn("blogs", { ...STATES.trashed(), trashedAt: Timestamp.fromMillis(Date.now() - (TRASH_DAYS + 1) * DAY_MS) });
    await old.ref.collection("comments").doc().set({ text: "gone with it", createdAt: Timestamp.now() });
    const recent = await itemIn("blogs", { ...STATES.trashed(), trashedAt: Timestamp.fromMillis(Date.now() - (TRASH_DAYS - 1) * DAY_MS) });
    expect(await purgeExpiredTrash()).toBeGreaterThanOrEqual(1);
    expect((await old.ref.get()).exists).toBe(false);
    expect((await old.ref.collection("comments").count().get()).data().count).toBe(0);
    expect((await recent.ref.get()).exists).toBe(true);
  });

  it("reads an item saved before drafts existed as published at its creation, and migrates it so lists find it", async () => {
    const item = await freshItem("articles");
    made.push(item);
    const createdAt = Timestamp.fromMillis(Date.now() - 5 * DAY_MS);
    const { FieldValue } = await import("firebase-admin/firestore");
    await item.ref.update({ status: FieldValue.delete(), publishAt: FieldValue.delete(), createdAt });
    const read = await get("articles", item.id);
    expect(read.body).toMatchObject({ status: "published", publishedAt: createdAt.toDate().toISOString() });

    expect(await migrateLegacyItems()).toBeGreaterThanOrEqual(1);
    const stored = await item.ref.get();
    expect(stored.get("status")).toBe("published");
    expect((stored.get("publishAt") as Timestamp).toMillis()).toBe(createdAt.toMillis());
    expect((await listAll("articles")).map((card) => card._id)).toContain(item.id);
    expect(await migrateLegacyItems()).toBe(0);
  });
});
