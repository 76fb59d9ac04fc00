// The running Storage emulator as a client holding the Firebase SDK meets it: as a guest, a member or the owner
// (an emulator ID token, which the emulators take unsigned), no upload, overwrite, delete or listing is let through,
// even of a public item's folder. The emulator runs without a rules runtime on these machines (it needs Java 21,
// docs/operations.md), so it refuses every client request that carries no download token; storage.rules says the
// same for writes and listings, which functions/src/storage-rules.test.ts proves rule by rule.
import { randomUUID } from "node:crypto";
import { getApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { BUCKET, EMULATORS, PROJECT_ID } from "../../scripts/lib/config.mjs";
import { adminAuth, adminDb, owner } from "../support/stack";

const base = `http://${EMULATORS.storage.hostPort}/v0/b/${BUCKET}/o`;
const folder = `media/projects/storage-emulator-${randomUUID().slice(0, 8)}`;
const existing = `${folder}/existing.png`;
const token = randomUUID();
// The admin app tests/support/stack.ts made, with the emulators' bucket.
const bucket = () => getStorage(getApp("tests")).bucket(BUCKET);

/** An emulator ID token for `uid`, with the owner's claim when asked: the emulators take unsigned tokens. */
function idToken(uid: string, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, iat: now, exp: now + 3600, auth_time: now, sub: uid, user_id: uid, firebase: { sign_in_provider: "password", identities: {} }, ...claims };
  return `${encode({ alg: "none", kid: "fakekid", typ: "JWT" })}.${encode(payload)}.`;
}

let roles: { name: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  const ownerUid = (await adminAuth.getUserByEmail(owner.email)).uid;
  roles = [
    { name: "guest", headers: {} },
    { name: "member", headers: { Authorization: `Firebase ${idToken("storage-test-member")}` } },
    { name: "owner", headers: { Authorization: `Firebase ${idToken(ownerUid, { owner: true, email: owner.email, email_verified: true })}` } },
  ];
  // A public item's file, as the API stores it (firebase-admin, with a download token).
  const ref = adminDb.collection("projects").doc(folder.split("/").at(-1) ?? "");
  await ref.set({ title: "Storage emulator test", status: "published", publishAt: new Date(Date.now() - 60_000) });
  await bucket().file(existing).save(Buffer.from("png bytes"), {
    contentType: "image/png",
    metadata: { metadata: { firebaseStorageDownloadTokens: token } },
  });
});

afterAll(async () => {
  await bucket().deleteFiles({ prefix: `${folder}/` });
  await adminDb.collection("projects").doc(folder.split("/").at(-1) ?? "").delete();
});

const status = async (path: string, init: RequestInit) => {
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  return response.status;
};

describe("the Storage emulator, to clients", () => {
  it("refuses an upload, an overwrite and a delete from a guest, a member and the owner", async () => {
    for (const { name, headers } of roles) {
      const upload = (objectName: string) =>
        status(`?${new URLSearchParams({ name: objectName, uploadType: "media" })}`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "image/png" },
          body: "new bytes",
        });
      expect(await upload(`${folder}/new-${name}.png`), `${name} upload`).toBe(403);
      expect(await upload(existing), `${name} overwrite`).toBe(403);
      expect(await status(`/${encodeURIComponent(existing)}`, { method: "DELETE", headers }), `${name} delete`).toBe(403);
    }
    const [files] = await bucket().getFiles({ prefix: `${folder}/` });
    expect(files.map((file) => file.name)).toEqual([existing]);
  });

  it("refuses to list a public item's folder, or all media, to anyone", async () => {
    for (const { name, headers } of roles) {
      for (const prefix of [`${folder}/`, "media/", ""]) {
        expect(await status(`?${new URLSearchParams({ prefix })}`, { headers }), `${name} list ${prefix || "(all)"}`).toBe(403);
      }
    }
  });

  it("serves a file at its download URL, with its token", async () => {
    expect(await status(`/${encodeURIComponent(existing)}?alt=media&token=${token}`, {})).toBe(200);
    expect(await status(`/${encodeURIComponent(existing)}?alt=media&token=${randomUUID()}`, {})).toBe(403);
  });
});
