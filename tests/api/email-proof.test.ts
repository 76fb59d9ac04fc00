// Only the inbox confirms an email (issue 31, finding 6). Firebase Auth lets anyone who holds an account's password
// change its email with the public REST API (accounts:update and the Web API key). A code must confirm only the email
// it was mailed to, only while the account still has that email, and a later change must un-confirm the account.
import { describe, expect, it } from "vitest";
import { LOGIN_UNCONFIRMED_MESSAGE } from "@contract/account-rules";
import { confirmedUser, latestCode, newAddress, newUser, signUp } from "../support/accounts";
import { changeEmailWithPassword } from "../support/auth-rest";
import { adminAuth, adminDb, postJson } from "../support/stack";

const logIn = (email: string, password: string) => postJson("/api/login", { email, password }, { headers: newAddress() });

describe("a code mailed to another email than the account's own", () => {
  it("does not confirm the account once its email is changed back (the replayed attack)", async () => {
    const victim = newUser();
    const attackerInbox = newUser().email;
    const signup = await signUp({ ...victim, password: "Intruder@1" });
    expect(signup.status).toBe(201);
    const { signupToken } = signup.body as { signupToken: string };
    const { uid } = await adminAuth.getUserByEmail(victim.email);

    await changeEmailWithPassword(victim.email, "Intruder@1", attackerInbox);
    expect((await postJson("/api/resend", { email: attackerInbox }, { headers: newAddress() })).status).toBe(200);
    const code = await latestCode(attackerInbox);
    await changeEmailWithPassword(attackerInbox, "Intruder@1", victim.email);

    const confirm = await postJson("/api/confirm", { email: attackerInbox, confirmationCode: code, signupToken }, { headers: newAddress() });
    expect(confirm.status).toBe(400);
    expect((await logIn(victim.email, "Intruder@1")).status).toBe(403);
    expect((await adminDb.collection("accounts").doc(uid).get()).get("emailConfirmed")).toBe(false);
  });

  it("does not reset-and-confirm the account either (the same attack through forgot-password)", async () => {
    const victim = newUser();
    const attackerInbox = newUser().email;
    expect((await signUp({ ...victim, password: "Intruder@1" })).status).toBe(201);
    await changeEmailWithPassword(victim.email, "Intruder@1", attackerInbox);
    expect((await postJson("/api/forgot-request", { email: attackerInbox }, { headers: newAddress() })).status).toBe(200);
    const verify = await postJson<{ resetToken: string }>("/api/forgot-verify", { email: attackerInbox, forgotCode: await latestCode(attackerInbox) }, { headers: newAddress() });
    await changeEmailWithPassword(attackerInbox, "Intruder@1", victim.email);
    const resetToken = verify.status === 200 ? verify.body.resetToken : "none";
    const reset = await postJson("/api/forgot-reset", { email: attackerInbox, newPassword: "Intruder@2", confirmPassword: "Intruder@2", resetToken }, { headers: newAddress() });
    expect(reset.status).toBe(400);
    expect((await logIn(victim.email, "Intruder@1")).status).toBe(403);
    expect((await logIn(victim.email, "Intruder@2")).status).toBe(401);
  });
});

describe("an email changed after confirmation", () => {
  it("un-confirms the account until a code mailed to the new email is typed", async () => {
    const { user } = await confirmedUser();
    const newEmail = newUser().email;
    await changeEmailWithPassword(user.email, user.password, newEmail);

    const refused = await logIn(newEmail, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: LOGIN_UNCONFIRMED_MESSAGE });

    // The holder proves the new inbox: a code mailed there, typed while the account has that email, confirms it.
    expect((await postJson("/api/resend", { email: newEmail }, { headers: newAddress() })).status).toBe(200);
    const confirm = await postJson("/api/confirm", { email: newEmail, confirmationCode: await latestCode(newEmail), password: user.password }, { headers: newAddress() });
    expect(confirm.status).toBe(200);
    expect((await logIn(newEmail, user.password)).status).toBe(200);

    // And changing it back needs the old inbox proven again.
    await changeEmailWithPassword(newEmail, user.password, user.email);
    expect((await logIn(user.email, user.password)).status).toBe(403);
  });
});
