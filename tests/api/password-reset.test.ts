import { describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "@contract/users";
import { confirmedUser, latestCode, mailTo, newAddress, newUser, otherCode, signUp } from "../support/accounts";
import { adminAuth, callSite, postJson } from "../support/stack";

const NEW_PASSWORD = "Fresh@456";
const VERIFY_FIRST = "Please verify the code from your email first.";

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe("forgot password: request", () => {
  it("answers a known and an unknown email with the same status, body and timing class", async () => {
    const { user } = await confirmedUser();
    const known = await timed(() => postJson("/api/forgot-request", { email: user.email }));
    const unknown = await timed(() => postJson("/api/forgot-request", { email: newUser().email }));

    expect(known.result.status).toBe(200);
    expect(unknown.result.status).toBe(known.result.status);
    expect(unknown.result.body).toEqual(known.result.body);
    // Both wait for the same floor, so neither says whether work was done.
    expect(known.ms).toBeGreaterThanOrEqual(750);
    expect(unknown.ms).toBeGreaterThanOrEqual(750);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(400);

    const mails = await mailTo(user.email);
    expect(mails.at(-1)?.subject).toMatch(/reset/i);
  });

  it("refuses a malformed email with the form's message", async () => {
    const answer = await postJson("/api/forgot-request", { email: "nope" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { email: "Invalid email format." } });
  });

  it("rate limits a second request within the cooldown, for unknown emails too", async () => {
    for (const email of [(await confirmedUser()).user.email, newUser().email]) {
      await postJson("/api/forgot-request", { email });
      const again = await postJson("/api/forgot-resend", { email });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

describe("forgot password: verify and reset", () => {
  it("verifies the mailed code, resets once, and then only the new password works", async () => {
    const { user, cookie } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email });
    const code = await latestCode(user.email);

    const verify = await postJson("/api/forgot-verify", { email: user.email, forgotCode: code });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, message: expect.any(String) });

    const reset = await postJson("/api/forgot-reset", {
      email: user.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true });

    // The old session and the old password are dead; the new password works.
    expect((await callSite("/api/profile", { cookie })).status).toBe(401);
    const headers = newAddress();
    expect((await postJson("/api/login", { email: user.email, password: user.password }, { headers })).status).toBe(401);
    expect((await postJson("/api/login", { email: user.email, password: NEW_PASSWORD }, { headers })).status).toBe(200);

    // The verified mark was used up.
    const again = await postJson("/api/forgot-reset", {
      email: user.email,
      newPassword: "Other@789",
      confirmPassword: "Other@789",
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: VERIFY_FIRST });
  });

  it("refuses a reset without a verified code, for known and unknown emails alike", async () => {
    const { user } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email });
    const answers = await Promise.all(
      [user.email, newUser().email].map((email) =>
        postJson("/api/forgot-reset", { email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: VERIFY_FIRST });
    }
  });

  it("checks the new password's rules and that both match, changing nothing", async () => {
    const { user } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email });
    await postJson("/api/forgot-verify", { email: user.email, forgotCode: await latestCode(user.email) });

    const weak = await postJson("/api/forgot-reset", { email: user.email, newPassword: "weak", confirmPassword: "weak" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: { newPassword: SIGNUP_MESSAGES.password } });

    const mismatch = await postJson("/api/forgot-reset", {
      email: user.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: "Other@789",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errors: { confirmPassword: "Passwords do not match." } });

    // The verified mark survives bad input, so the user can correct it.
    const good = await postJson("/api/forgot-reset", {
      email: user.email,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(good.status).toBe(200);
  });

  it("answers a wrong code and an unknown email alike, and kills the code after 5 wrong tries", async () => {
    const { user } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email });
    const code = await latestCode(user.email);
    const unknown = await postJson("/api/forgot-verify", { email: newUser().email, forgotCode: code });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await postJson("/api/forgot-verify", { email: user.email, forgotCode: otherCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
    }
    expect((await postJson("/api/forgot-verify", { email: user.email, forgotCode: code })).status).toBe(400);
  });

  it("confirms the email of an account that resets its password before confirming", async () => {
    const user = newUser();
    await signUp(user);
    await postJson("/api/forgot-request", { email: user.email });
    await postJson("/api/forgot-verify", { email: user.email, forgotCode: await latestCode(user.email) });
    await postJson("/api/forgot-reset", { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(true);
  });
});
