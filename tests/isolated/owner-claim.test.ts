// The owner's claim goes only to the configured account once its inbox is proven, or by the admin command
// (issue 20, finding 3). Anyone could sign up first with the owner's username and email; that must win nothing.
// It removes the owner's account and puts it back (same uid and password) afterwards, so it runs alone.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentData } from "firebase-admin/firestore";
import { CONFIRM_MESSAGES } from "@contract/users";
import { latestCode, newAddress, newUser } from "../support/accounts";
import { changeEmailWithPassword } from "../support/auth-rest";
import { adminAuth, adminDb, callSite, owner, postJson, sessionCookieFor } from "../support/stack";

const ROOT = join(import.meta.dirname, "..", "..");
const run = promisify(execFile);
const records = (uid: string) => [
  adminDb.collection("users").doc(uid),
  adminDb.collection("accounts").doc(uid),
  adminDb.collection("usernames").doc(owner.username),
];

let saved: { uid: string; name: string; data: (DocumentData | undefined)[] };

/** Removes whichever account holds the owner's email, as on a site deployed before the owner signed up. */
async function removeOwnerAccount(): Promise<void> {
  const user = await adminAuth.getUserByEmail(owner.email).catch(() => null);
  if (!user) return;
  await Promise.all(records(user.uid).map((ref) => ref.delete()));
  await adminAuth.deleteUser(user.uid);
}

const signUpAs = (password: string, name: string) =>
  postJson("/api/signup", { name, username: owner.username, email: owner.email, password, confirmPassword: password }, { headers: newAddress() });

async function isOwnerWith(password: string): Promise<boolean> {
  const cookie = await sessionCookieFor(owner.email, password);
  const profile = await callSite<{ user: { isOwner: boolean } }>("/api/profile", { cookie });
  return profile.body.user.isOwner;
}

beforeAll(async () => {
  const user = await adminAuth.getUserByEmail(owner.email);
  const snapshots = await Promise.all(records(user.uid).map((ref) => ref.get()));
  saved = { uid: user.uid, name: user.displayName ?? "", data: snapshots.map((snapshot) => snapshot.data()) };
});

afterAll(async () => {
  await removeOwnerAccount();
  await adminAuth.createUser({ uid: saved.uid, email: owner.email, password: owner.password, emailVerified: true, displayName: saved.name });
  await adminAuth.setCustomUserClaims(saved.uid, { owner: true });
  await Promise.all(records(saved.uid).map((ref, index) => ref.set(saved.data[index] ?? {})));
});

describe("the owner's account", () => {
  it("is not won by a stranger who signs up first with the owner's username and email", async () => {
    await removeOwnerAccount();
    expect((await signUpAs("Intruder@1", "Not The Owner")).status).toBe(201);
    const intruder = await adminAuth.getUserByEmail(owner.email);
    // No claim at signup: nobody has proven the owner's inbox.
    expect(intruder.customClaims?.owner).toBeUndefined();
    expect((await postJson("/api/login", { email: owner.email, password: "Intruder@1" }, { headers: newAddress() })).status).toBe(403);

    // The owner finds the code in their inbox and types it: the password chosen at signup is asked for.
    const codeOnly = await postJson("/api/confirm", { email: owner.email, confirmationCode: await latestCode(owner.email) });
    expect(codeOnly.body).toMatchObject({ errors: { password: CONFIRM_MESSAGES.passwordNeeded } });

    // The owner signs up: the stranger's pending account goes, and confirming gives the claim.
    const mine = await signUpAs(owner.password, "The Owner");
    expect(mine.status).toBe(201);
    await expect(adminAuth.getUser(intruder.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    const { signupToken } = mine.body as { signupToken: string };
    const confirm = await postJson("/api/confirm", { email: owner.email, confirmationCode: await latestCode(owner.email), signupToken });
    expect(confirm.status).toBe(200);
    expect(await isOwnerWith(owner.password)).toBe(true);
  }, 60_000);

  it("is not won with a code mailed to another inbox while the account's email was changed (issue 31, finding 6)", async () => {
    await removeOwnerAccount();
    const signup = await signUpAs("Intruder@1", "Not The Owner");
    expect(signup.status).toBe(201);
    const { signupToken } = signup.body as { signupToken: string };
    const intruder = await adminAuth.getUserByEmail(owner.email);
    const attackerInbox = newUser().email;

    // The code goes to an inbox the intruder reads, and the email is put back before confirming.
    await changeEmailWithPassword(owner.email, "Intruder@1", attackerInbox);
    expect((await postJson("/api/resend", { email: attackerInbox }, { headers: newAddress() })).status).toBe(200);
    const code = await latestCode(attackerInbox);
    await changeEmailWithPassword(attackerInbox, "Intruder@1", owner.email);
    expect((await postJson("/api/confirm", { email: attackerInbox, confirmationCode: code, signupToken }, { headers: newAddress() })).status).toBe(400);
    expect((await adminAuth.getUser(intruder.uid)).customClaims?.owner).toBeUndefined();
    expect((await postJson("/api/login", { email: owner.email, password: "Intruder@1" }, { headers: newAddress() })).status).toBe(403);

    // Confirming the other inbox while the account has it does not give the owner's username to that inbox either.
    await changeEmailWithPassword(owner.email, "Intruder@1", attackerInbox);
    expect((await postJson("/api/resend", { email: attackerInbox }, { headers: newAddress() })).status).toBe(200);
    const second = await postJson("/api/confirm", { email: attackerInbox, confirmationCode: await latestCode(attackerInbox), signupToken }, { headers: newAddress() });
    expect(second.status).toBe(400);
    await changeEmailWithPassword(attackerInbox, "Intruder@1", owner.email);
    expect((await adminAuth.getUser(intruder.uid)).customClaims?.owner).toBeUndefined();
    expect((await postJson("/api/login", { email: owner.email, password: "Intruder@1" }, { headers: newAddress() })).status).toBe(403);

    // The owner's own signup still replaces the intruder's account and gets the claim.
    const mine = await signUpAs(owner.password, "The Owner");
    expect(mine.status).toBe(201);
    const confirm = await postJson("/api/confirm", {
      email: owner.email,
      confirmationCode: await latestCode(owner.email),
      signupToken: (mine.body as { signupToken: string }).signupToken,
    });
    expect(confirm.status).toBe(200);
    expect(await isOwnerWith(owner.password)).toBe(true);
  }, 90_000);

  it("is made by the admin command, which removes an unconfirmed stranger's account first", async () => {
    await removeOwnerAccount();
    expect((await signUpAs("Intruder@1", "Not The Owner")).status).toBe(201);
    const intruder = await adminAuth.getUserByEmail(owner.email);

    const { stdout } = await run(process.execPath, ["scripts/create-owner.mjs", "--project", "demo-portfolio", "--emulators"], {
      cwd: ROOT,
      env: { ...process.env, OWNER_PASSWORD: owner.password },
    });
    expect(stdout).toMatch(/^Created the owner account \S+ in demo-portfolio: confirmed, with the owner claim\./m);
    await expect(adminAuth.getUser(intruder.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await isOwnerWith(owner.password)).toBe(true);

    // Run again, it changes nothing that matters: the same account, still the owner.
    const again = await run(process.execPath, ["scripts/create-owner.mjs", "--project", "demo-portfolio", "--emulators"], { cwd: ROOT });
    expect(again.stdout).toMatch(/^Updated the owner account/m);
    expect(await isOwnerWith(owner.password)).toBe(true);
  }, 90_000);
});
