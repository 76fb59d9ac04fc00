// Images in a long-form body (issue 35, docs/long-form.md): uploaded one at a time by the owner through the checks of
// the item's other media, stripped of metadata and resized, stored in the item's folder; hidden with the item as its
// other files are (a guest's URL is refused once the item leaves public view), refused in a body without a
// description, and removed with the item. Against the real emulators, through Hosting.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { BUCKET, EMULATORS } from "../../scripts/lib/config.mjs";
import { BODY_IMAGE_ALT_MESSAGE, BODY_IMAGE_MISSING_MESSAGE, bodyImageSchema } from "@contract/body-images";
import { FILE_TOO_LARGE_MESSAGE, MEDIA_LIMITS } from "@contract/media";
import type { Writing } from "@contract/posts";
import { apiPaths } from "@contract/routes";
import { TINY_PNG } from "../support/images";
import { markedJpeg, metadataLeft } from "../support/metadata-images";
import { mp4Bytes, objectNameOf, paddedBy, removeStoredObjects, stillJpeg, storedObjects, storedObjectStatus, SVG_BYTES } from "../support/media";
import { adminDb, callSite, member, owner, sessionCookieFor } from "../support/stack";

const KIND = "articles";
let ownerCookie = "";
let memberCookie = "";
const made: string[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
});

afterAll(async () => {
  for (const id of made) {
    await adminDb.recursiveDelete(adminDb.collection("articles").doc(id));
    await removeStoredObjects(`media/${KIND}/${id}/`);
  }
});

const baseFields = (title: string) => ({ title, category: "Technology", firstParagraph: "The lede stays the card's preview." });

function form(fields: Record<string, string>, files: [string, Buffer, string, string][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes, filename, type] of files) body.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
}

async function createArticle(status: "published" | "draft"): Promise<{ id: string; title: string }> {
  const title = `Body images ${randomBytes(4).toString("hex")}`;
  const answer = await callSite<Writing>(apiPaths.items(KIND), {
    method: "POST",
    body: form({ ...baseFields(title), status }, [["mainImg", TINY_PNG, "main.png", "image/png"]]),
    cookie: ownerCookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body._id);
  return { id: answer.body._id, title };
}

/** One image sent for the body, by the owner unless `cookie` names another caller ("" for a guest). */
const uploadImage = (id: string, bytes: Buffer, filename: string, type: string, cookie = ownerCookie) =>
  callSite<Record<string, unknown>>(apiPaths.itemBodyImages(KIND, id), { method: "POST", body: form({}, [["image", bytes, filename, type]]), cookie });

async function uploadedUrl(id: string, bytes: Buffer = TINY_PNG, filename = "chart.png", type = "image/png"): Promise<string> {
  const answer = await uploadImage(id, bytes, filename, type);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return bodyImageSchema.parse(answer.body).url;
}

const saveBody = (id: string, title: string, body: string, extra: Record<string, string> = {}) =>
  callSite<Writing>(apiPaths.item(KIND, id), { method: "PUT", body: form({ ...baseFields(title), body, ...extra }), cookie: ownerCookie });

const readAsOwner = async (id: string) => (await callSite<Writing>(apiPaths.item(KIND, id), { cookie: ownerCookie })).body;

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}
const refused = (status: number) => status === 403 || status === 404;
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** The bytes Storage holds for a download URL, read through the emulator's JSON API (no token involved). */
async function storedBytes(downloadUrl: string): Promise<Buffer> {
  const name = encodeURIComponent(objectNameOf(downloadUrl));
  const response = await fetch(`http://${EMULATORS.storage.hostPort}/storage/v1/b/${BUCKET}/o/${name}?alt=media`);
  expect(response.status, downloadUrl).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("POST /api/articles/{id}/body-images", () => {
  it("stores a photo stripped of its metadata and resized to WebP in the item's folder, and answers its URL", async () => {
    const { id } = await createArticle("draft");
    const photo = await markedJpeg(3000, 2000);
    expect(metadataLeft(photo).length).toBeGreaterThan(1);
    const url = await uploadedUrl(id, photo, "holiday.jpg", "image/jpeg");
    expect(objectNameOf(url).startsWith(`media/${KIND}/${id}/`)).toBe(true);
    // Its name carries the size shown, for the page's width and height attributes.
    expect(objectNameOf(url)).toMatch(/-1280x853\.webp$/);

    const stored = await storedBytes(url);
    expect(metadataLeft(stored)).toEqual([]);
    const shown = await sharp(stored).metadata();
    expect({ format: shown.format, width: shown.width, height: shown.height, exif: shown.exif }).toEqual({ format: "webp", width: 1280, height: 853, exif: undefined });
    expect(stored.length).toBeLessThan(photo.length);
    // One file per image: the copy the body shows, nothing else left in the folder.
    expect((await storedObjects(`media/${KIND}/${id}/`)).filter((name) => name === objectNameOf(url))).toHaveLength(1);
    const served = await fetch(url);
    expect({ status: served.status, type: served.headers.get("content-type") }).toEqual({ status: 200, type: "image/webp" });
  });

  it("refuses a file that is not an image, or too large, with the item uploads' messages, storing nothing", async () => {
    const { id } = await createArticle("draft");
    const before = await storedObjects(`media/${KIND}/${id}/`);
    const wrongType = { status: 415, message: "Only JPEG, PNG, GIF or WebP images are allowed." };
    for (const [bytes, filename, type] of [
      [SVG_BYTES, "drawing.png", "image/png"],
      [SVG_BYTES, "drawing.svg", "image/svg+xml"],
      [mp4Bytes(), "clip.mp4", "video/mp4"],
      [TINY_PNG, "chart.gif", "image/gif"],
    ] as const) {
      const answer = await uploadImage(id, bytes, filename, type);
      expect({ status: answer.status, message: answer.body.message }, filename).toEqual(wrongType);
    }
    const large = paddedBy(await stillJpeg(64, 64), MEDIA_LIMITS.imageBytes);
    const tooLarge = await uploadImage(id, large, "large.jpg", "image/jpeg");
    expect({ status: tooLarge.status, message: tooLarge.body.message }).toEqual({ status: 413, message: FILE_TOO_LARGE_MESSAGE });
    // The same file as an item's main image gets the same answer.
    const asMain = await callSite<Record<string, unknown>>(apiPaths.item(KIND, id), {
      method: "PUT",
      body: form(baseFields("Same limits"), [["mainImg", large, "large.jpg", "image/jpeg"]]),
      cookie: ownerCookie,
    });
    expect({ status: asMain.status, message: asMain.body.message }).toEqual({ status: 413, message: FILE_TOO_LARGE_MESSAGE });

    const none = await callSite<Record<string, unknown>>(apiPaths.itemBodyImages(KIND, id), { method: "POST", body: form({ alt: "x" }), cookie: ownerCookie });
    expect({ status: none.status, message: none.body.message }).toEqual({ status: 400, message: BODY_IMAGE_MISSING_MESSAGE });
    expect(await storedObjects(`media/${KIND}/${id}/`)).toEqual(before);
    expect((await adminDb.collection("articles").doc(id).get()).get("bodyImages")).toBeUndefined();
  });

  it("asks a guest to log in and refuses a member, storing nothing; an unknown item is a 404", async () => {
    const { id } = await createArticle("published");
    const before = await storedObjects(`media/${KIND}/${id}/`);
    expect((await uploadImage(id, TINY_PNG, "chart.png", "image/png", "")).status).toBe(401);
    expect((await uploadImage(id, TINY_PNG, "chart.png", "image/png", memberCookie)).status).toBe(403);
    expect(await storedObjects(`media/${KIND}/${id}/`)).toEqual(before);
    const unknown = await uploadImage(`missing${randomBytes(6).toString("hex")}`, TINY_PNG, "chart.png", "image/png");
    expect(unknown.status).toBe(404);
    // Projects have no body.
    const project = await callSite(`/api/projects/${id}/body-images`, { method: "POST", body: form({}, [["image", TINY_PNG, "a.png", "image/png"]]), cookie: ownerCookie });
    expect(project.status).toBe(404);
  });
});

describe("a body image follows its item", () => {
  it("shows on the published page, is refused to a guest once the item is a draft again, and comes back when it is published", async () => {
    const { id, title } = await createArticle("published");
    const url = await uploadedUrl(id);
    const saved = await saveBody(id, title, `Before the chart.\n\n![A bar chart of hit rates](${url})\n`);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const asGuest = await callSite<Writing>(apiPaths.item(KIND, id));
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.bodyHtml).toContain('alt="A bar chart of hit rates" loading="lazy" decoding="async" width="1" height="1"');
    expect(asGuest.body.bodyHtml).toContain(tokenOf(url));
    const page = await callSite<string>(`/articles/${id}`);
    expect(page.body).toContain(tokenOf(url));
    expect(await statusOf(url)).toBe(200);

    // Back to a draft: the page is gone, and the URL a guest was shown is refused.
    expect((await saveBody(id, title, `Before the chart.\n\n![A bar chart of hit rates](${url})\n`, { status: "draft" })).status).toBe(200);
    expect((await callSite(apiPaths.item(KIND, id))).status).toBe(404);
    await expect.poll(() => statusOf(url), { timeout: 10_000 }).toSatisfy(refused);
    // The owner's editor has the image at its new URL, in the Markdown and the HTML alike, and it answers.
    const mine = await readAsOwner(id);
    const [hidden] = (mine.body ?? "").match(/https?:\/\/[^)\s]+/) ?? [];
    expect(hidden).toBeDefined();
    expect(objectNameOf(hidden!)).toBe(objectNameOf(url));
    expect(tokenOf(hidden!)).not.toBe(tokenOf(url));
    expect(mine.bodyHtml).toContain(tokenOf(hidden!));
    await expect.poll(() => statusOf(hidden!), { timeout: 10_000 }).toBe(200);

    // Published again: the URL handed out before answers again, and the page shows it.
    expect((await saveBody(id, title, mine.body ?? "", { status: "published" })).status).toBe(200);
    await expect.poll(() => statusOf(url), { timeout: 10_000 }).toBe(200);
    expect((await callSite<Writing>(apiPaths.item(KIND, id))).body.bodyHtml).toContain(tokenOf(url));
    await expect.poll(() => statusOf(hidden!), { timeout: 10_000 }).toSatisfy(refused);
  }, 120_000);

  it("is refused to a guest while the item is in the trash or scheduled for later, and answers again once it is public", async () => {
    const { id, title } = await createArticle("published");
    const url = await uploadedUrl(id);
    expect((await saveBody(id, title, `![A photo](${url})`)).status).toBe(200);
    expect(await statusOf(url)).toBe(200);
    expect((await callSite(apiPaths.item(KIND, id), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    await expect.poll(() => statusOf(url), { timeout: 10_000 }).toSatisfy(refused);
    expect((await callSite(apiPaths.itemRestore(KIND, id), { method: "POST", cookie: ownerCookie })).status).toBe(200);
    await expect.poll(() => statusOf(url), { timeout: 10_000 }).toBe(200);
    expect((await callSite<Writing>(apiPaths.item(KIND, id))).body.bodyHtml).toContain(tokenOf(url));

    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const mine = await readAsOwner(id);
    expect((await saveBody(id, title, mine.body ?? "", { status: "published", publishAt: later })).status).toBe(200);
    await expect.poll(() => statusOf(url), { timeout: 10_000 }).toSatisfy(refused);
  }, 90_000);

  it("is restored with a revision at the URL it has now, not the one the revision kept", async () => {
    const { id, title } = await createArticle("published");
    const url = await uploadedUrl(id);
    expect((await saveBody(id, title, `![A kept photo](${url})`)).status).toBe(200);
    // Hidden: the image moves to a new token; the revisions still hold the old URL.
    expect((await saveBody(id, title, `![A kept photo](${url})`, { status: "draft" })).status).toBe(200);
    const hidden = ((await readAsOwner(id)).body ?? "").match(/https?:\/\/[^)\s]+/)?.[0] ?? "";
    expect(tokenOf(hidden)).not.toBe(tokenOf(url));
    const listed = await callSite<{ revisions: { _id: string }[] }>(apiPaths.itemRevisions(KIND, id), { cookie: ownerCookie });
    const kept = listed.body.revisions[1]!._id;
    const revision = await callSite<{ fields: { body: string } }>(apiPaths.itemRevision(KIND, id, kept), { cookie: ownerCookie });
    expect(revision.body.fields.body).toContain(tokenOf(url));

    const restored = await callSite(apiPaths.itemRevisionRestore(KIND, id, kept), { method: "POST", cookie: ownerCookie });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const mine = await readAsOwner(id);
    expect(mine.body).toBe(`![A kept photo](${hidden})`);
    expect(mine.bodyHtml).toContain(tokenOf(hidden));
    expect(mine.bodyHtml).not.toContain(tokenOf(url));
    await expect.poll(() => statusOf(hidden), { timeout: 10_000 }).toBe(200);
  }, 90_000);

  it("is never shown to a guest while the item is a draft", async () => {
    const { id, title } = await createArticle("draft");
    const url = await uploadedUrl(id);
    expect((await saveBody(id, title, `![A diagram](${url})`)).status).toBe(200);
    expect((await callSite(apiPaths.item(KIND, id))).status).toBe(404);
    expect((await callSite(`/articles/${id}`)).status).toBe(404);
    const search = await callSite<string>(`/api/search?q=${encodeURIComponent(title)}`);
    expect(JSON.stringify(search.body)).not.toContain(tokenOf(url));
  });

  it("refuses a body with an image without a description with 400, changing nothing", async () => {
    const { id, title } = await createArticle("published");
    const url = await uploadedUrl(id);
    expect((await saveBody(id, title, `![A first image](${url})`)).status).toBe(200);
    const before = await adminDb.collection("articles").doc(id).get();
    for (const body of [`![](${url})`, `Text.\n\n![   ](${url})`, `![ok](${url}) and ![](https://example.com/a.png)`]) {
      const answer = await saveBody(id, "A new title", body);
      expect({ status: answer.status, body: answer.body }, body).toEqual({
        status: 400,
        body: { success: false, message: BODY_IMAGE_ALT_MESSAGE, errors: { body: BODY_IMAGE_ALT_MESSAGE } },
      });
    }
    const after = await adminDb.collection("articles").doc(id).get();
    expect(after.data()).toEqual(before.data());
  });

  it("goes with the item when it is deleted for good", async () => {
    const { id, title } = await createArticle("published");
    const url = await uploadedUrl(id);
    expect((await saveBody(id, title, `![Gone soon](${url})`)).status).toBe(200);
    expect(await storedObjectStatus(objectNameOf(url))).toBe(200);
    expect((await callSite(apiPaths.item(KIND, id), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    expect((await callSite(apiPaths.item(KIND, id), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    expect(await storedObjectStatus(objectNameOf(url))).toBe(404);
    expect(await storedObjects(`media/${KIND}/${id}/`)).toEqual([]);
  });
});
