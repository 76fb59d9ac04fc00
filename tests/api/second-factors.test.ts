// Second factors (issue 34): an authenticator app enrolled with one good code, recovery codes that work once, the
// second step a login then needs, and the fresh proof sensitive changes ask for. The owner's controls, which need a
// factor once the owner has one, are tested alone (tests/isolated/owner-second-factor.test.ts).
// Codes are computed from the secret the enrolment showed, as the user's app would.
import { describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@contract/security";
import { directUser, mailTo, TEST_PASSWORD } from "../support/accounts";
import { adminAuth, adminDb, callSite, postJson, randomAddress, sessionCookieOf, siteUrl } from "../support/stack";
import { codeAt, codeOf, enrolTotp, login, secondStep } from "../support/second-factors";

async function auditActions(uid: string): Promise<string[]> {
  const entries = await adminDb.collection("auditLog").where("actorUid", "==", uid).get();
  return entries.docs.map((doc) => String(doc.data().action));
}

describe("an authenticator app", () => {
  it("is enrolled with one good code, shows ten recovery codes once, and mails the account", async () => {
    const { user, cookie } = await directUser();
    const start = await postJson<{ secret: string; otpauthUrl: string }>("/api/security/totp", {}, { cookie });
    expect(start.status).toBe(200);
    expect(start.body.otpauthUrl).toContain(`secret=${start.body.secret}`);
    const wrong = String((Number(codeAt(start.body.secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await postJson<{ message: string }>("/api/security/totp/confirm", { code: wrong }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SECURITY_MESSAGES.wrongCode);
    const badInput = await postJson<{ message: string }>("/api/security/totp/confirm", { code: "12ab" }, { cookie });
    expect(badInput.status).toBe(400);

    const confirm = await postJson<{ recoveryCodes: string[] }>("/api/security/totp/confirm", { code: codeAt(start.body.secret) }, { cookie });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirm.body.recoveryCodes).size).toBe(10);

    const security = await callSite<{ totp: { enabled: boolean }; recoveryCodesLeft: number }>("/api/security", { cookie });
    expect(security.body).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10 });
    expect(JSON.stringify(security.body)).not.toContain(start.body.secret);

    // The secret is stored sealed, and no recovery code is stored as itself.
    const { uid } = await adminAuth.getUserByEmail(user.email);
    const stored = JSON.stringify((await adminDb.collection("secondFactors").doc(uid).get()).data());
    expect(stored).not.toContain(start.body.secret);
    expect(stored).not.toContain(confirm.body.recoveryCodes[0]!.replace("-", ""));

    expect((await mailTo(user.email)).map((mail) => mail.text).join("\n")).toContain("An authenticator app was added to your account.");
    expect(await auditActions(uid)).toEqual(expect.arrayContaining(["factor.add", "recovery.make"]));
  });

  it("makes the password alone start no session, and its code finishes the sign-in once", async () => {
    const { user, cookie } = await directUser();
    const { secret, step } = await enrolTotp(cookie);

    const first = await login(user.email);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SECURITY_MESSAGES.secondFactorNeeded);
    expect(sessionCookieOf(first.headers)).toBeNull();
    expect(first.body.secondFactor?.methods).toEqual(["totp", "recovery"]);

    // The enrolment's code was used: the same step is refused (a replay), the next step's code works.
    const replayed = await secondStep(first.body.secondFactor!.pendingToken, { code: codeOf(secret, step) });
    expect(replayed.status).toBe(400);
    const next = codeOf(secret, step + 1);
    const done = await secondStep(first.body.secondFactor!.pendingToken, { code: next });
    expect(done.status).toBe(200);
    const session = sessionCookieOf(done.headers);
    expect(session).not.toBeNull();
    expect((await callSite<{ user: { email: string } }>("/api/profile", { cookie: session! })).status).toBe(200);

    // The pending token ended with its sign-in, and that code is used up on a new one too.
    expect((await secondStep(first.body.secondFactor!.pendingToken, { code: next })).status).toBe(401);
    const again = await login(user.email);
    expect((await secondStep(again.body.secondFactor!.pendingToken, { code: next })).status).toBe(400);
  });

  it("refuses a made-up pending token, a wrong kind of proof, and limits wrong codes", async () => {
    const { user, cookie } = await directUser();
    const { secret } = await enrolTotp(cookie);
    expect((await secondStep("x".repeat(32), { code: "123456" })).status).toBe(401);
    const pending = (await login(user.email)).body.secondFactor!.pendingToken;
    expect((await secondStep(pending, { code: "123456", recoveryCode: "abcde-fghij" })).status).toBe(400);
    expect((await secondStep(pending, {})).status).toBe(400);

    const wrong = (offset: number) => String((Number(codeAt(secret)) + offset) % 1_000_000).padStart(6, "0");
    const address = { "X-Forwarded-For": randomAddress() };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const answer = await postJson("/api/login/second-factor", { pendingToken: pending, proof: { code: wrong(1000 + attempt) } }, { headers: address });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const { uid } = await adminAuth.getUserByEmail(user.email);
    expect(await auditActions(uid)).toContain("factor.fail");
  });
});

describe("recovery codes", () => {
  it("each work once, and new ones replace the old", async () => {
    const { user, cookie } = await directUser();
    const { recoveryCodes } = await enrolTotp(cookie);
    const code = recoveryCodes[0]!;
    const first = await login(user.email);
    const done = await secondStep(first.body.secondFactor!.pendingToken, { recoveryCode: code.toUpperCase() });
    expect(done.status).toBe(200);
    const second = await login(user.email);
    const refused = await secondStep(second.body.secondFactor!.pendingToken, { recoveryCode: code });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SECURITY_MESSAGES.wrongRecoveryCode);

    const session = sessionCookieOf(done.headers)!;
    expect((await callSite<{ recoveryCodesLeft: number }>("/api/security", { cookie: session })).body.recoveryCodesLeft).toBe(9);
    const remade = await postJson<{ recoveryCodes: string[] }>("/api/security/recovery-codes", {}, { cookie: session });
    expect(remade.status).toBe(200);
    expect(remade.body.recoveryCodes).toHaveLength(10);
    const third = await login(user.email);
    expect((await secondStep(third.body.secondFactor!.pendingToken, { recoveryCode: recoveryCodes[1]! })).status).toBe(400);
    const fourth = await login(user.email);
    expect((await secondStep(fourth.body.secondFactor!.pendingToken, { recoveryCode: remade.body.recoveryCodes[0]! })).status).toBe(200);
    const { uid } = await adminAuth.getUserByEmail(user.email);
    expect(await auditActions(uid)).toEqual(expect.arrayContaining(["recovery.use", "recovery.make"]));
  });

  it("cannot be made without a factor, nor by a guest", async () => {
    const { cookie } = await directUser();
    expect((await postJson("/api/security/recovery-codes", {}, { cookie })).status).toBe(400);
    expect((await postJson("/api/security/recovery-codes", {})).status).toBe(401);
    expect((await callSite("/api/security")).status).toBe(401);
    expect((await postJson("/api/security/totp", {})).status).toBe(401);
  });
});

describe("fresh proof", () => {
  it("is asked for sensitive changes once a factor exists and older than 10 minutes, and a step-up gives it", async () => {
    const { user, cookie } = await directUser();
    const { secret, step, recoveryCodes } = await enrolTotp(cookie);
    const pending = (await login(user.email)).body.secondFactor!.pendingToken;
    const session = sessionCookieOf((await secondStep(pending, { recoveryCode: recoveryCodes[0]! })).headers)!;
    const { uid } = await adminAuth.getUserByEmail(user.email);

    // This session proved its factor 11 minutes ago.
    const sessionId = decodeURIComponent(session.slice("__session=".length)).split(".")[0]!;
    await adminDb.collection("sessions").doc(sessionId).update({ factorProvedAt: new Date(Date.now() - 11 * 60_000) });
    const stale = await callSite<{ message: string }>("/api/security/totp", { method: "DELETE", cookie: session });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe(SECURITY_MESSAGES.freshProofNeeded);
    const deletion = await postJson<{ message: string }>("/api/delete-account", { password: TEST_PASSWORD }, { cookie: session });
    expect(deletion.status).toBe(403);

    expect((await postJson("/api/security/step-up", { code: "000000x" }, { cookie: session })).status).toBe(400);
    // The enrolment used now's step: that code is spent, the next step's works.
    expect((await postJson("/api/security/step-up", { code: codeOf(secret, step) }, { cookie: session })).status).toBe(400);
    expect((await postJson("/api/security/step-up", { code: codeOf(secret, step + 1) }, { cookie: session })).status).toBe(200);
    const removed = await callSite<{ message: string }>("/api/security/totp", { method: "DELETE", cookie: session });
    expect(removed.status).toBe(200);
    expect((await callSite<{ totp: { enabled: boolean }; recoveryCodesLeft: number }>("/api/security", { cookie: session })).body).toMatchObject({
      totp: { enabled: false },
      recoveryCodesLeft: 0,
    });
    expect(await auditActions(uid)).toEqual(expect.arrayContaining(["step-up.pass", "factor.remove"]));
    // Without a factor the password alone signs in again.
    expect(sessionCookieOf((await login(user.email)).headers)).not.toBeNull();
  });

  it("is not asked of an account without a factor", async () => {
    const { cookie } = await directUser();
    expect((await postJson("/api/security/totp", {}, { cookie })).status).toBe(200);
  });
});

describe("passkey calls", () => {
  it("refuse guests, bad input, an unknown or expired challenge, and another account's passkey", async () => {
    const { cookie } = await directUser();
    const other = await directUser();
    expect((await postJson("/api/security/passkeys/options", {})).status).toBe(401);
    const options = await postJson<{ challengeId: string; options: { rp: { id: string }; challenge: string } }>("/api/security/passkeys/options", {}, { cookie });
    expect(options.status).toBe(200);
    expect(options.body.options.rp.id).toBe("localhost");
    const credential = { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "AA" } };
    expect((await postJson("/api/security/passkeys", { name: "", challengeId: options.body.challengeId, credential }, { cookie })).status).toBe(400);
    // Another account cannot use this account's challenge, and a forged answer spends the challenge.
    const stolen = await postJson<{ message: string }>("/api/security/passkeys", { name: "Key", challengeId: options.body.challengeId, credential }, { cookie: other.cookie });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(SECURITY_MESSAGES.challengeExpired);
    const spent = await postJson<{ message: string }>("/api/security/passkeys", { name: "Key", challengeId: options.body.challengeId, credential }, { cookie });
    expect(spent.body.message).toBe(SECURITY_MESSAGES.challengeExpired);

    const fresh = await postJson<{ challengeId: string }>("/api/security/passkeys/options", {}, { cookie });
    await adminDb.collection("passkeyChallenges").doc(fresh.body.challengeId).update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await postJson<{ message: string }>("/api/security/passkeys", { name: "Key", challengeId: fresh.body.challengeId, credential }, { cookie });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(SECURITY_MESSAGES.challengeExpired);

    const signIn = await postJson<{ challengeId: string; options: { rpId: string } }>("/api/login/passkey-options", {});
    expect(signIn.status).toBe(200);
    expect(signIn.body.options.rpId).toBe("localhost");
    const unknown = await postJson<{ message: string }>("/api/login/passkey", { challengeId: signIn.body.challengeId, credential: { ...credential, response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(SECURITY_MESSAGES.passkeyUnknown);
    expect((await postJson("/api/login/passkey", { challengeId: "nope" })).status).toBe(400);

    expect((await callSite("/api/security/passkeys/abc", { method: "DELETE", cookie })).status).toBe(404);
    expect((await callSite("/api/security/passkeys/abc", { method: "PUT", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "New" }) })).status).toBe(404);
  });

  it("accept the local site on localhost as well as the configured origin, and no other", async () => {
    const site = new URL(siteUrl);
    const local = `http://localhost:${site.port}`;
    const fromLocalhost = await postJson("/api/login", { email: "nobody@example.test", password: "x" }, { headers: { Origin: local, "X-Forwarded-For": randomAddress() } });
    expect(fromLocalhost.status).toBe(401);
    const foreign = await postJson<{ message: string }>("/api/login", { email: "nobody@example.test", password: "x" }, { headers: { Origin: "http://localhost:9999" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Cross-site request refused.");
  });
});
