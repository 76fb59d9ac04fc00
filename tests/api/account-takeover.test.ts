// Attacks on accounts that no longer work (issue 20): taking an account before its owner confirms it, guessing
// codes from forged addresses, and stopping a member's reset or the site's code emails.
import { describe, expect, it } from "vitest";
import { ABUSE_LIMITS, CODE_RULES } from "@contract/limits";
import { CONFIRM_MESSAGES } from "@contract/users";
import { confirmedUser, directUser, latestCode, newAddress, newUser, otherCode, signUp, type NewUser } from "../support/accounts";
import { adminAuth, postJson, randomAddress } from "../support/stack";

/** A caller who forges a new address for every call (the function's own URL takes any Fastly-Client-IP). */
const forged = () => ({ headers: { "Fastly-Client-IP": randomAddress() } });
const confirm = (json: Record<string, string>) => postJson("/api/confirm", json, forged());
const logIn = (email: string, password: string) => postJson("/api/login", { email, password }, { headers: newAddress() });

describe("an account taken before its owner confirms it (pre-account takeover)", () => {
  it("is impossible: the inbox's code alone confirms nothing, and the real owner's signup replaces the intruder's", async () => {
    const victim = newUser();
    const intruder: NewUser = { ...newUser(), email: victim.email, password: "Intruder@1" };
    expect((await signUp(intruder)).status).toBe(201);
    const intruderUid = (await adminAuth.getUserByEmail(victim.email)).uid;

    // The victim finds an unasked-for code in their inbox and types it: not enough, the password is asked for.
    const code = await latestCode(victim.email);
    const codeOnly = await confirm({ email: victim.email, confirmationCode: code });
    expect(codeOnly.status).toBe(400);
    expect(codeOnly.body).toMatchObject({ errors: { password: CONFIRM_MESSAGES.passwordNeeded } });
    const guessed = await confirm({ email: victim.email, confirmationCode: code, password: victim.password });
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({ errors: { password: CONFIRM_MESSAGES.wrongPassword } });
    // A signup's secret from another signup proves nothing either.
    const otherSignup = newUser();
    const { signupToken: strangersToken } = (await signUp(otherSignup)).body as { signupToken: string };
    expect((await confirm({ email: victim.email, confirmationCode: code, signupToken: strangersToken })).status).toBe(400);
    expect((await adminAuth.getUser(intruderUid)).emailVerified).toBe(false);

    // The victim signs up with their own email: the intruder's pending account gives way.
    const mine = await signUp(victim);
    expect(mine.status).toBe(201);
    await expect(adminAuth.getUser(intruderUid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    const { signupToken } = mine.body as { signupToken: string };
    const confirmed = await confirm({ email: victim.email, confirmationCode: await latestCode(victim.email), signupToken });
    expect(confirmed.status).toBe(200);

    expect((await logIn(victim.email, intruder.password)).status).toBe(401);
    expect((await logIn(victim.email, victim.password)).status).toBe(200);
  });

  it("still lets the signer confirm from another browser, with the password chosen at signup", async () => {
    const user = newUser();
    await signUp(user);
    const answer = await confirm({ email: user.email, confirmationCode: await latestCode(user.email), password: user.password });
    expect(answer.status).toBe(200);
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it("keeps a right code alive when the password was wrong, so the signer can try again", async () => {
    const user = newUser();
    await signUp(user);
    const code = await latestCode(user.email);
    expect((await confirm({ email: user.email, confirmationCode: code, password: "Wrong@123" })).status).toBe(400);
    expect((await confirm({ email: user.email, confirmationCode: code, password: user.password })).status).toBe(200);
  });
});

describe("guessing codes from forged addresses", () => {
  it(`meets a ceiling of ${CODE_RULES.triesPerEmailPerDay} tries a day per email, whatever the addresses`, async () => {
    // Written straight into the emulators: a signup's confirmation would spend one of the day's tries.
    const { user } = await directUser();
    expect((await postJson("/api/forgot-request", { email: user.email }, forged())).status).toBe(200);
    const code = await latestCode(user.email);
    for (let guess = 0; guess < CODE_RULES.triesPerEmailPerDay; guess += 1) {
      const wrong = await postJson("/api/forgot-verify", { email: user.email, forgotCode: otherCode(code) }, forged());
      expect(wrong.status).toBe(400);
    }
    // The next try is refused before the code is even compared: the right code too, from a fresh address.
    const next = await postJson("/api/forgot-verify", { email: user.email, forgotCode: code }, forged());
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ message: expect.stringMatching(/^Too many tries at codes for this email today\./) });
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
  }, 60_000);
});

describe("code emails that one client cannot switch off", () => {
  it(`stop one address after ${ABUSE_LIMITS.codeRequestsPerAddressPerHour} requests an hour, across all emails`, async () => {
    const address = newAddress();
    for (let sent = 0; sent < ABUSE_LIMITS.codeRequestsPerAddressPerHour; sent += 1) {
      expect((await postJson("/api/forgot-request", { email: newUser().email }, { headers: address })).status).toBe(200);
    }
    const over = await postJson("/api/forgot-request", { email: newUser().email }, { headers: address });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ message: expect.stringMatching(/^Too many codes requested from your network\./) });
    // Everyone else still gets their codes.
    const { user } = await confirmedUser();
    expect((await postJson("/api/forgot-request", { email: user.email }, { headers: newAddress() })).status).toBe(200);
  }, 90_000);
});
