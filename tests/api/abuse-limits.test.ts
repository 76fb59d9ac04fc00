// Limits that hold however a caller lies about its address: site-wide caps per hour on signups and on codes
// mailed, and a daily cap per recipient. Also what per-address counting buys the owner of an email: a stranger
// elsewhere neither uses up their budget nor spoils their code.
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import { ABUSE_LIMITS } from "@contract/limits";
import { confirmedUser, latestCode, mailTo, newAddress, newUser, signUp } from "../support/accounts";
import { adminAuth, postJson } from "../support/stack";
import { HOUR_MS } from "../../functions/src/services/rate-limits";
import { siteCounterRef } from "../../functions/src/services/site-counters";
import { codeOwner } from "../../functions/src/services/accounts/auth-codes";
import { ageCodes } from "../support/codes";

/** Counts this test added to a site-wide counter, taken back after it so no one else meets the cap. */
const filled: { name: string; hour: number; delta: number }[] = [];

afterEach(async () => {
  for (const { name, hour, delta } of filled.splice(0)) {
    await siteCounterRef(name, hour).set({ count: FieldValue.increment(-delta) }, { merge: true });
  }
});

/**
 * Brings this hour's site-wide counter to its cap, as if the site had been that busy. Waits out the last
 * seconds of an hour first, so the call under test lands in the hour that was filled.
 */
async function fillToCap(name: string, limit: number): Promise<void> {
  const leftInHour = HOUR_MS - (Date.now() % HOUR_MS);
  if (leftInHour < 15_000) await sleep(leftInHour + 1000);
  const hour = Date.now();
  const ref = siteCounterRef(name, hour);
  const count = Number((await ref.get()).get("count") ?? 0);
  const delta = Math.max(0, limit - count);
  await ref.set({ count: FieldValue.increment(delta) }, { merge: true });
  filled.push({ name, hour, delta });
}

const fromAnywhere = () => ({ headers: newAddress() });

describe("site-wide caps per hour (no address involved)", () => {
  it(`stop signups at ${ABUSE_LIMITS.signupsPerHour} an hour, whatever the address, and create nothing`, async () => {
    const user = newUser();
    await fillToCap("signups", ABUSE_LIMITS.signupsPerHour);
    const answer = await postJson("/api/signup", { ...user, confirmPassword: user.password }, fromAnywhere());
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many new accounts on the site right now\. Please try again in \d+ (minutes|seconds)\.$/),
    });
    const retryAfter = Number(answer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000);
    await expect(adminAuth.getUserByEmail(user.email)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it(`stop mailing codes at ${ABUSE_LIMITS.codesPerHour} an hour, yet the newest code in an inbox still works`, async () => {
    const { user } = await confirmedUser();
    const home = fromAnywhere();
    expect((await postJson("/api/forgot-request", { email: user.email }, home)).status).toBe(200);
    const code = await latestCode(user.email);
    await ageCodes("reset", user.email);
    expect(await codeOwner("reset", user.email, code)).toBeNull();
    await fillToCap("codes", ABUSE_LIMITS.codesPerHour);
    const answer = await postJson("/api/forgot-request", { email: user.email }, fromAnywhere());
    // Answered as sent, as for any email; nothing was mailed, and the code the inbox holds was renewed.
    expect(answer.status).toBe(200);
    expect(await mailTo(user.email)).toHaveLength(2);
    expect(await codeOwner("reset", user.email, code)).toBe((await adminAuth.getUserByEmail(user.email)).uid);
  });

  it("count only codes actually mailed: requests for emails without an account leave the site's count alone", async () => {
    const before = Number((await siteCounterRef("codes").get()).get("count") ?? 0);
    const address = fromAnywhere();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await postJson("/api/forgot-request", { email: newUser().email }, address)).status).toBe(200);
    }
    const after = Number((await siteCounterRef("codes").get()).get("count") ?? 0);
    // Other tests running beside this one may mail real codes meanwhile, but never five for these.
    expect(after - before).toBeLessThan(5);
  });
});

describe(`the daily cap of ${ABUSE_LIMITS.mailsPerRecipientPerDay} code emails per recipient`, () => {
  it("holds against requests from many addresses, yet cannot stop the inbox's owner from resetting", async () => {
    const { user } = await confirmedUser();
    // The signup sent one; every request from a new address (no cooldown applies) sends one more.
    for (let sent = 1; sent < ABUSE_LIMITS.mailsPerRecipientPerDay; sent += 1) {
      expect((await postJson("/api/forgot-request", { email: user.email }, fromAnywhere())).status).toBe(200);
    }
    expect(await mailTo(user.email)).toHaveLength(ABUSE_LIMITS.mailsPerRecipientPerDay);
    // Hours later the member forgot their password: the newest code has long expired...
    await ageCodes("reset", user.email);
    const home = fromAnywhere();
    const request = await postJson("/api/forgot-request", { email: user.email }, home);
    // ...and the cap is spent, yet the request answers as sent (nothing more is mailed) and the newest code
    // the member already holds works again.
    expect(request.status).toBe(200);
    expect(await mailTo(user.email)).toHaveLength(ABUSE_LIMITS.mailsPerRecipientPerDay);
    const verify = await postJson("/api/forgot-verify", { email: user.email, forgotCode: await latestCode(user.email) }, home);
    expect(verify.status).toBe(200);
  }, 60_000);
});

describe("codes for an email asked from elsewhere", () => {
  it("do not use up the owner's budget: a stranger's requests count at the stranger's address", async () => {
    const { user } = await confirmedUser();
    const stranger = fromAnywhere();
    expect((await postJson("/api/forgot-request", { email: user.email }, stranger)).status).toBe(200);
    expect((await postJson("/api/forgot-resend", { email: user.email }, stranger)).status).toBe(429);
    // The owner, at home, is not in the stranger's cooldown.
    expect((await postJson("/api/forgot-request", { email: user.email }, fromAnywhere())).status).toBe(200);
    expect(await mailTo(user.email)).toHaveLength(3);
  });

  it("do not spoil the owner's code: a stranger's request leaves it alive", async () => {
    const { user } = await confirmedUser();
    const home = fromAnywhere();
    await postJson("/api/forgot-request", { email: user.email }, home);
    const ownersCode = await latestCode(user.email);
    await postJson("/api/forgot-request", { email: user.email }, fromAnywhere());
    expect(await latestCode(user.email)).toMatch(/^\d{6}$/);
    const verify = await postJson("/api/forgot-verify", { email: user.email, forgotCode: ownersCode }, home);
    expect(verify.status).toBe(200);
  });

  it("stay alive for confirmation too: the signup's code still confirms after a resend", async () => {
    const user = newUser();
    await signUp(user);
    const first = await latestCode(user.email);
    expect((await postJson("/api/resend", { email: user.email }, fromAnywhere())).status).toBe(200);
    expect((await postJson("/api/confirm", { email: user.email, confirmationCode: first, password: user.password })).status).toBe(200);
  });
});
