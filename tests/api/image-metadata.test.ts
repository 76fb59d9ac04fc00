// Issue 31: every image format's metadata is removed before a file is stored, for item media, their WebP copies and
// profile images, through Hosting against the real emulators. GIF comment and XMP blocks used to be stored as sent.
// Stored bytes are read from the Storage emulator itself, whatever the download token's state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { ITEM_KINDS } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import type { Variants } from "@contract/variants";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { BUCKET, EMULATORS } from "../../scripts/lib/config.mjs";
import { directUser } from "../support/accounts";
import { MARKED_IMAGES, markedAnimatedGif, markedGif, markedJpeg, markedPng, metadataLeft } from "../support/metadata-images";
import { objectNameOf, removeStoredObjects } from "../support/media";
import { adminDb, callSite, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
const madeItems: string[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

afterAll(async () => {
  for (const id of madeItems) {
    await adminDb.collection(ITEM_KINDS.projects.collection).doc(id).delete();
    await removeStoredObjects(`media/projects/${id}/`);
  }
});

/** The bytes Storage holds for a download URL, read through the emulator's JSON API (no token involved). */
async function storedBytes(downloadUrl: string): Promise<Buffer> {
  const name = encodeURIComponent(objectNameOf(downloadUrl));
  const response = await fetch(`http://${EMULATORS.storage.hostPort}/storage/v1/b/${BUCKET}/o/${name}?alt=media`);
  expect(response.status, downloadUrl).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const file = (form: FormData, field: string, bytes: Buffer, filename: string, type: string) =>
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);

describe("item media", () => {
  it.each(MARKED_IMAGES)("stores a $label and its WebP copies without any metadata block", async ({ make, filename, type }) => {
    const marked = await make();
    expect(metadataLeft(marked).length).toBeGreaterThan(1);
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: `Metadata ${filename}`, shortDescription: "Made by the metadata test.", category: "Frontend" })) {
      form.append(name, value);
    }
    file(form, "headerImg", marked, filename, type);
    const answer = await callSite<{ _id: string; headerImg: string; variants: Variants }>(apiPaths.items("projects"), {
      method: "POST",
      body: form,
      cookie: ownerCookie,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    madeItems.push(answer.body._id);
    const original = await storedBytes(answer.body.headerImg);
    expect(metadataLeft(original), "original").toEqual([]);
    const sent = await sharp(marked).metadata();
    expect(await sharp(original).metadata()).toMatchObject({ format: sent.format, width: sent.width, height: sent.height });
    const variants = answer.body.variants.headerImg ?? [];
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(metadataLeft(await storedBytes(variant.url)), `${variant.width}w`).toEqual([]);
  });

  it("keeps an animated GIF animated, without its comment and XMP", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "Metadata animated GIF", shortDescription: "Made by the metadata test.", category: "Frontend" })) {
      form.append(name, value);
    }
    file(form, "headerImg", await markedAnimatedGif(), "moving.gif", "image/gif");
    const answer = await callSite<{ _id: string; headerImg: string }>(apiPaths.items("projects"), { method: "POST", body: form, cookie: ownerCookie });
    expect(answer.status).toBe(201);
    madeItems.push(answer.body._id);
    const stored = await storedBytes(answer.body.headerImg);
    expect(metadataLeft(stored)).toEqual([]);
    expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({ format: "gif", pages: 2, delay: [200, 300], loop: 0 });
  });
});

describe("profile images", () => {
  it.each([
    { label: "JPEG", make: () => markedJpeg(40, 40), filename: "me.jpg", type: "image/jpeg" },
    { label: "PNG", make: () => markedPng(40, 40), filename: "me.png", type: "image/png" },
    { label: "GIF", make: () => markedGif(40, 40), filename: "me.gif", type: "image/gif" },
  ])("stores a $label without any metadata block", async ({ make, filename, type }) => {
    const { user, cookie } = await directUser();
    const form = new FormData();
    file(form, "uploaded_file", await make(), filename, type);
    expect((await callSite("/api/upload-profile-image", { method: "POST", body: form, cookie })).status).toBe(200);
    const location = await callSite(`/api/user/${user.username}/profile-image`, { redirect: "manual" });
    expect(location.status).toBe(302);
    const stored = await storedBytes(location.headers.get("location") ?? "");
    expect(metadataLeft(stored)).toEqual([]);
    await removeStoredObjects(objectNameOf(location.headers.get("location") ?? ""));
  });
});
