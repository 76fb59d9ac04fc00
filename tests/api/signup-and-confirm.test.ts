import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CODE_RULES, SIGNUPS_PER_ADDRESS_PER_HOUR } from "@contract/limits";
import { LOGIN_UNCONFIRMED_MESSAGE, SIGNUP_MESSAGES } from "@contract/account-rules";
import { confirmedUser, latestCode, mailTo, newAddress, newUser, otherCode, signUp } from "../support/accounts";
import { adminAuth, adminDb, owner, postJson } from "../support/stack";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const INVALID_CODE = "Invalid or expired code. Check your latest email or ask for a new code.";

describe("POST /api/signup", () => {
  it("creates the account, its public profile and a mailed 6-digit code", async () => {
    const user = newUser();
    const answer = await signUp(user);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true });

    const authUser = await adminAuth.getUserByEmail(user.email);
    expect(authUser.emailVerified).toBe(false);
    const profile = await adminDb.collection("users").doc(authUser.uid).get();
    expect(profile.data()).toMatchObject({ name: user.name, username: user.username, followers: 0, following: 0, score: 0 });
    expect(profile.data()).not.toHaveProperty("email");

    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.code).toMatch(/^\d{6}$/);
    expect(mails[0]?.subject).toMatch(/confirm/i);
  });

  it.each([
    ["name", { name: "Bob" }],
    ["name", { name: "<script>alert</script>" }],
    ["username", { username: "Has Caps" }],
    ["username", { username: "abc" }],
    ["email", { email: "not-an-email" }],
    ["password", { password: "short", confirmPassword: "short" }],
    ["password", { password: "alllowercase1@", confirmPassword: "alllowercase1@" }],
    ["confirmPassword", { confirmPassword: "Different@1" }],
  ] as const)("refuses a bad %s with the form's own message and creates nothing", async (field, change) => {
    const user = newUser();
    const answer = await postJson("/api/signup", { ...user, confirmPassword: user.password, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { [field]: SIGNUP_MESSAGES[field] } });
    expect((await adminDb.collection("usernames").doc(user.username).get()).exists).toBe(false);
    await expect(adminAuth.getUserByEmail(user.email)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("answers every field's message at once for an empty form", async () => {
    const answer = await postJson("/api/signup", {});
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual(
      ["confirmPassword", "email", "name", "password", "username"].sort(),
    );
  });

  it("answers 409 with a field error for a username or an email already taken", async () => {
    // A confirmed account's email: an unconfirmed one gives way instead (account-takeover.test.ts).
    const { user: first } = await confirmedUser();

    const sameUsername = await signUp({ ...newUser(), username: first.username });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toMatchObject({ errors: { username: "This username is already taken." } });

    const sameEmail = await signUp({ ...newUser(), email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ errors: { email: "An account with this email already exists." } });
  });

  it("reserves the owner's username for the owner", async () => {
    const answer = await signUp({ ...newUser(), username: owner.username });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ errors: { username: "This username is already taken." } });
  });

  it("lets exactly one of two people racing for a username have it, and leaves no stray account", async () => {
    const username = newUser().username;
    const racers = [{ ...newUser(), username }, { ...newUser(), username }];
    const answers = await Promise.all(racers.map(signUp));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = racers[answers.findIndex((answer) => answer.status === 409)];
    await expect(adminAuth.getUserByEmail(loser?.email ?? "")).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("lets a new signup replace an Auth user that a cut-off signup left without an account", async () => {
    const user = newUser();
    const leftover = await adminAuth.importUsers([
      { uid: `leftover${Date.now()}`, email: user.email, metadata: { creationTime: new Date(Date.now() - 5 * 60_000).toUTCString(), lastSignInTime: "" } },
    ]);
    expect(leftover.failureCount).toBe(0);
    const answer = await signUp(user);
    expect(answer.status).toBe(201);
    const authUser = await adminAuth.getUserByEmail(user.email);
    expect((await adminDb.collection("accounts").doc(authUser.uid).get()).exists).toBe(true);
  });

  it("leaves alone an Auth user whose signup may still be under way", async () => {
    const user = newUser();
    await adminAuth.createUser({ email: user.email, password: "Pending@1" });
    expect((await signUp(user)).status).toBe(409);
  });

  it(`allows ${SIGNUPS_PER_ADDRESS_PER_HOUR} signups an hour from one address, then 429`, async () => {
    const address = newAddress();
    const attempt = () => {
      const user = newUser();
      return postJson("/api/signup", { ...user, confirmPassword: user.password }, { headers: address });
    };
    for (let signup = 0; signup < SIGNUPS_PER_ADDRESS_PER_HOUR; signup += 1) expect((await attempt()).status).toBe(201);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never answers the email, the code or its hash", async () => {
    const user = newUser();
    const answer = await signUp(user);
    const code = await latestCode(user.email);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/hash|salt/i);
  });
});

describe("emailed confirmation codes", () => {
  const codeDoc = async (email: string) => (await adminDb.collection("authCodes").doc(`confirm_${sha256(email)}`).get());

  it("are stored only as a salted hash", async () => {
    const user = newUser();
    await signUp(user);
    const code = await latestCode(user.email);
    const stored = await codeDoc(user.email);
    expect(stored.data()?.codes[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.data())).not.toContain(code);
  });

  it("confirm the email once, after which the account can log in", async () => {
    const user = newUser();
    await signUp(user);
    const code = await latestCode(user.email);

    const login = await postJson("/api/login", { email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: LOGIN_UNCONFIRMED_MESSAGE });

    const confirm = await postJson("/api/confirm", { email: user.email, confirmationCode: code, password: user.password });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ success: true });
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(true);

    const again = await postJson("/api/confirm", { email: user.email, confirmationCode: code, password: user.password });
    expect(again.status).toBe(400);

    const loginAfter = await postJson("/api/login", { email: user.email, password: user.password });
    expect(loginAfter.status).toBe(200);
  });

  it("refuse a malformed code with a field message", async () => {
    const answer = await postJson("/api/confirm", { email: newUser().email, confirmationCode: "12ab" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { confirmationCode: "Enter the 6-digit code." } });
  });

  it(`take ${CODE_RULES.triesPerAddress} tries from one address, then 429 there, while the code still works elsewhere`, async () => {
    const user = newUser();
    await signUp(user);
    const code = await latestCode(user.email);
    const guesser = newAddress();
    for (let attempt = 0; attempt < CODE_RULES.triesPerAddress; attempt += 1) {
      const wrong = await postJson("/api/confirm", { email: user.email, confirmationCode: otherCode(code) }, { headers: guesser });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: INVALID_CODE });
    }
    const right = await postJson("/api/confirm", { email: user.email, confirmationCode: code, password: user.password }, { headers: guesser });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(false);
    const elsewhere = await postJson("/api/confirm", { email: user.email, confirmationCode: code, password: user.password }, { headers: newAddress() });
    expect(elsewhere.status).toBe(200);
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(true);
  });

  it("expire: a code past its 10 minutes is refused", async () => {
    const user = newUser();
    await signUp(user);
    const code = await latestCode(user.email);
    // Ages the stored code as the clock would; the lifecycle with a fake clock is in code-lifecycle.test.ts.
    const stored = await codeDoc(user.email);
    const past = new Date(Date.now() - 1000);
    await stored.ref.update({ codes: stored.data()?.codes.map((each: object) => ({ ...each, expiresAt: past })) });
    const answer = await postJson("/api/confirm", { email: user.email, confirmationCode: code, password: user.password });
    expect(answer.status).toBe(400);
  });

  it("live on beside a resent one, until either is used: a new request does not spoil the code being typed", async () => {
    const user = newUser();
    await signUp(user);
    const resend = await postJson("/api/resend", { email: user.email });
    expect(resend.status).toBe(200);
    const [first, second] = await mailTo(user.email);
    expect(second).toBeDefined();

    const old = await postJson("/api/confirm", { email: user.email, confirmationCode: first?.code, password: user.password });
    expect(old.status).toBe(200);
    // Using one code killed the other.
    if (second?.code !== first?.code) {
      const other = await postJson("/api/confirm", { email: user.email, confirmationCode: second?.code, password: user.password });
      expect(other.status).toBe(400);
    }
  });

  it("can be resent only after a cooldown, answered with 429 and Retry-After", async () => {
    const email = newUser().email;
    expect((await postJson("/api/resend", { email })).status).toBe(200);
    const tooSoon = await postJson("/api/resend", { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ success: false, message: expect.stringMatching(/^Please wait \d+ seconds/) });
    const retryAfter = Number(tooSoon.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CODE_RULES.resendCooldownSeconds);
  });

  it("answer a resend alike for unknown, confirmed and waiting emails", async () => {
    const waiting = newUser();
    await signUp(waiting);
    const { user: confirmed } = await confirmedUser();
    const answers = await Promise.all(
      [newUser().email, confirmed.email, waiting.email].map((email) => postJson("/api/resend", { email })),
    );
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1);
    expect(await mailTo(confirmed.email)).toHaveLength(1);
    expect(await mailTo(waiting.email)).toHaveLength(2);
  });

});
