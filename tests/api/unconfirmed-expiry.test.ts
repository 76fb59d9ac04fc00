// Accounts left unconfirmed for a day expire and free their username and email. The records are backdated
// with firebase-admin, as a day passing would leave them; the Firestore TTL sweep never runs on the emulator,
// so these show that the API frees them by itself.
import { describe, expect, it } from "vitest";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { UNCONFIRMED_ACCOUNT_LIFETIME_MS } from "@contract/limits";
import { latestCode, mailTo, newAddress, newUser, signUp, type NewUser } from "../support/accounts";
import { adminAuth, adminDb, postJson } from "../support/stack";
import { sweepExpiredAccounts } from "../../functions/src/services/accounts/unconfirmed-accounts";

/** Signs up (without confirming) and answers the new account's uid. */
async function unconfirmed(user: NewUser): Promise<string> {
  expect((await signUp(user)).status).toBe(201);
  return (await adminAuth.getUserByEmail(user.email)).uid;
}

/** Moves an unconfirmed account's records a day and a minute into the past, as if the day had passed. */
async function ageByADay(uid: string, username: string): Promise<void> {
  const expiresAt = Timestamp.fromMillis(Date.now() - 60_000);
  const createdAt = Timestamp.fromMillis(Date.now() - UNCONFIRMED_ACCOUNT_LIFETIME_MS - 60_000);
  await Promise.all([
    adminDb.collection("accounts").doc(uid).update({ expiresAt, createdAt }),
    adminDb.collection("users").doc(uid).update({ expiresAt, createdAt }),
    adminDb.collection("usernames").doc(username).update({ expiresAt }),
  ]);
}

async function isGone(uid: string, username: string): Promise<void> {
  await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  expect((await adminDb.collection("accounts").doc(uid).get()).exists).toBe(false);
  expect((await adminDb.collection("users").doc(uid).get()).exists).toBe(false);
  expect((await adminDb.collection("usernames").doc(username).get()).get("uid")).not.toBe(uid);
}

describe("an account left unconfirmed", () => {
  it("carries a 24-hour TTL on its records, which confirming removes", async () => {
    const user = newUser();
    const uid = await unconfirmed(user);
    const records = () =>
      Promise.all([
        adminDb.collection("accounts").doc(uid).get(),
        adminDb.collection("users").doc(uid).get(),
        adminDb.collection("usernames").doc(user.username).get(),
      ]);
    for (const record of await records()) {
      const left = (record.get("expiresAt") as Timestamp).toMillis() - Date.now();
      expect(left).toBeGreaterThan(UNCONFIRMED_ACCOUNT_LIFETIME_MS - 5 * 60_000);
      expect(left).toBeLessThanOrEqual(UNCONFIRMED_ACCOUNT_LIFETIME_MS);
    }
    const confirm = await postJson("/api/confirm", { email: user.email, confirmationCode: await latestCode(user.email), password: user.password });
    expect(confirm.status).toBe(200);
    for (const record of await records()) expect(record.get("expiresAt")).toBeUndefined();
  });

  it("holds its username within its day, but gives way to a new signup with its email", async () => {
    const user = newUser();
    const uid = await unconfirmed(user);
    expect((await signUp({ ...newUser(), username: user.username })).status).toBe(409);
    // Nobody proved the inbox yet, so the inbox's owner may always sign up: the pending account is replaced.
    expect((await signUp({ ...newUser(), email: user.email })).status).toBe(201);
    await isGone(uid, user.username);
  });

  it("frees its username after a day: a new signup takes it, and the old account is gone", async () => {
    const old = newUser();
    const oldUid = await unconfirmed(old);
    await ageByADay(oldUid, old.username);
    const taker = { ...newUser(), username: old.username };
    const answer = await signUp(taker);
    expect(answer.status).toBe(201);
    await isGone(oldUid, old.username);
    const { uid } = await adminAuth.getUserByEmail(taker.email);
    expect((await adminDb.collection("usernames").doc(old.username).get()).get("uid")).toBe(uid);
  });

  it("frees its email after a day: the same person can sign up again and confirm", async () => {
    const old = newUser();
    const oldUid = await unconfirmed(old);
    await ageByADay(oldUid, old.username);
    const again = { ...newUser(), email: old.email };
    expect((await signUp(again)).status).toBe(201);
    await isGone(oldUid, old.username);
    const confirm = await postJson("/api/confirm", { email: old.email, confirmationCode: await latestCode(old.email), password: again.password });
    expect(confirm.status).toBe(200);
    expect((await adminAuth.getUserByEmail(old.email)).emailVerified).toBe(true);
  });

  it("expires too when it was made before the TTL field, a day after its record's creation", async () => {
    const old = newUser();
    const oldUid = await unconfirmed(old);
    await adminDb.collection("accounts").doc(oldUid).update({
      expiresAt: FieldValue.delete(),
      createdAt: Timestamp.fromMillis(Date.now() - UNCONFIRMED_ACCOUNT_LIFETIME_MS - 60_000),
    });
    expect((await signUp({ ...newUser(), email: old.email })).status).toBe(201);
    await isGone(oldUid, old.username);
  });

  it("cannot log in after its day, even with the right password, and is removed", async () => {
    const user = newUser();
    const uid = await unconfirmed(user);
    const within = await postJson("/api/login", { email: user.email, password: user.password }, { headers: newAddress() });
    expect(within.status).toBe(403);
    await ageByADay(uid, user.username);
    const after = await postJson("/api/login", { email: user.email, password: user.password }, { headers: newAddress() });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: "Invalid email or password." });
    await isGone(uid, user.username);
  });

  it("gets no more codes after its day: a resend or a password reset removes it instead", async () => {
    for (const path of ["/api/resend", "/api/forgot-request"]) {
      const user = newUser();
      const uid = await unconfirmed(user);
      await ageByADay(uid, user.username);
      const answer = await postJson(path, { email: user.email }, { headers: newAddress() });
      expect(answer.status).toBe(200);
      expect(await mailTo(user.email)).toHaveLength(1);
      await isGone(uid, user.username);
    }
  });

  it("is removed by the scheduled sweep, Auth user included, while accounts in their day stay", async () => {
    const [expired, fresh] = [newUser(), newUser()];
    const expiredUid = await unconfirmed(expired);
    const freshUid = await unconfirmed(fresh);
    await ageByADay(expiredUid, expired.username);
    expect(await sweepExpiredAccounts()).toBeGreaterThanOrEqual(1);
    await isGone(expiredUid, expired.username);
    expect((await adminAuth.getUser(freshUid)).uid).toBe(freshUid);
    expect((await adminDb.collection("usernames").doc(fresh.username).get()).get("uid")).toBe(freshUid);
  });
});
