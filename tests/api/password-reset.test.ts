import { describe, expect, it } from "vitest";
import { SIGNUP_MESSAGES } from "@contract/account-rules";
import { CODE_RULES } from "@contract/limits";
import { confirmedUser, directUser, latestCode, mailTo, newAddress, newUser, otherCode, signUp } from "../support/accounts";
import { adminAuth, callSite, postJson, randomAddress } from "../support/stack";

const NEW_PASSWORD = "Fresh@456";
const VERIFY_FIRST = "Please verify the code from your email first.";

/** Steps 1 and 2 as the web does them; answers step 2's reset token. */
async function verifiedResetToken(email: string): Promise<string> {
  await postJson("/api/forgot-request", { email });
  const verify = await postJson<{ resetToken: string }>("/api/forgot-verify", { email, forgotCode: await latestCode(email) });
  expect(verify.status).toBe(200);
  return verify.body.resetToken;
}

const reset = (email: string, resetToken: string, newPassword = NEW_PASSWORD, confirmPassword = newPassword) =>
  postJson("/api/forgot-reset", { email, newPassword, confirmPassword, resetToken });

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

    const verify = await postJson<{ resetToken: string }>("/api/forgot-verify", { email: user.email, forgotCode: code });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, message: expect.any(String), resetToken: expect.any(String) });

    const done = await reset(user.email, verify.body.resetToken);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true });

    // The old session and the old password are dead; the new password works.
    expect((await callSite("/api/profile", { cookie })).status).toBe(401);
    const headers = newAddress();
    expect((await postJson("/api/login", { email: user.email, password: user.password }, { headers })).status).toBe(401);
    expect((await postJson("/api/login", { email: user.email, password: NEW_PASSWORD }, { headers })).status).toBe(200);

    // The verified mark was used up.
    const again = await reset(user.email, verify.body.resetToken, "Other@789");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: VERIFY_FIRST });
  });

  it("refuses a reset without a verified code, for known and unknown emails alike", async () => {
    const { user } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email });
    const answers = await Promise.all([user.email, newUser().email].map((email) => reset(email, "made-up-token")));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: VERIFY_FIRST });
    }
  });

  it("lets only the browser that verified the code finish the reset", async () => {
    const { user } = await confirmedUser();
    const token = await verifiedResetToken(user.email);
    // Someone who knows only the email, racing the inbox's owner to step 3:
    for (const stranger of [undefined, "", "guessed-token"]) {
      const answer = await postJson("/api/forgot-reset", {
        email: user.email,
        newPassword: "Stolen@123",
        confirmPassword: "Stolen@123",
        ...(stranger === undefined ? {} : { resetToken: stranger }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: VERIFY_FIRST });
    }
    expect((await reset(user.email, token)).status).toBe(200);
  });

  it("checks the new password's rules and that both match, changing nothing", async () => {
    const { user } = await confirmedUser();
    const token = await verifiedResetToken(user.email);

    const weak = await reset(user.email, token, "weak");
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ errors: { newPassword: SIGNUP_MESSAGES.password } });

    const mismatch = await reset(user.email, token, NEW_PASSWORD, "Other@789");
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ errors: { confirmPassword: "Passwords do not match." } });

    // The verified mark survives bad input, so the user can correct it.
    expect((await reset(user.email, token)).status).toBe(200);
  });

  it(`answers a wrong code and an unknown email alike, and stops a guesser's address after ${CODE_RULES.triesPerAddress} tries, not the code`, async () => {
    const { user } = await confirmedUser();
    await postJson("/api/forgot-request", { email: user.email }, { headers: newAddress() });
    const code = await latestCode(user.email);
    const stranger = newAddress();
    const unknown = await postJson("/api/forgot-verify", { email: newUser().email, forgotCode: code }, { headers: stranger });
    for (let attempt = 0; attempt < CODE_RULES.triesPerAddress; attempt += 1) {
      const wrong = await postJson("/api/forgot-verify", { email: user.email, forgotCode: otherCode(code) }, { headers: stranger });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
    }
    const stopped = await postJson("/api/forgot-verify", { email: user.email, forgotCode: code }, { headers: stranger });
    expect(stopped.status).toBe(429);
    expect(stopped.body).toMatchObject({ message: expect.stringMatching(/^Too many tries from your network\. Please wait 10 minutes/) });
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's code survived the stranger's guesses.
    expect((await postJson("/api/forgot-verify", { email: user.email, forgotCode: code }, { headers: newAddress() })).status).toBe(200);
  });

  it("confirms the email of an account that resets its password before confirming", async () => {
    const user = newUser();
    await signUp(user);
    await reset(user.email, await verifiedResetToken(user.email));
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(true);
  });
});

/** The one-time link in the newest reset mail to `email`: its token, or "" when the mail has none. */
async function mailedLinkToken(email: string): Promise<string> {
  const mail = (await mailTo(email)).filter((each) => /password/i.test(each.subject)).at(-1);
  return /\/forgot\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

const forged = () => ({ headers: { "Fastly-Client-IP": randomAddress() } });

describe("forgot password: the one-time link (issue 31, finding 7)", () => {
  it(`still resets after ${CODE_RULES.triesPerEmailPerDay} wrong codes from strangers, while the code keeps its ceiling`, async () => {
    // Written straight in: a confirmation through the API would spend one of the email's tries today.
    const { user } = await directUser();
    expect((await postJson("/api/forgot-request", { email: user.email }, { headers: newAddress() })).status).toBe(200);
    const code = await latestCode(user.email);
    for (let attempt = 0; attempt < CODE_RULES.triesPerEmailPerDay; attempt += 1) {
      expect((await postJson("/api/forgot-verify", { email: user.email, forgotCode: otherCode(code) }, forged())).status).toBe(400);
    }
    // The code path is stopped for the day, as before: the member's own right code answers 429.
    const stopped = await postJson("/api/forgot-verify", { email: user.email, forgotCode: code }, { headers: newAddress() });
    expect(stopped.status).toBe(429);

    // The link in the same mail is not: it cannot be guessed, so no one's tries count against it.
    const token = await mailedLinkToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(22);
    const opened = await postJson<{ email: string }>("/api/forgot-link", { token }, { headers: newAddress() });
    expect(opened.status).toBe(200);
    expect(opened.body.email).toBe(user.email);
    expect((await reset(user.email, token)).status).toBe(200);
    expect((await postJson("/api/login", { email: user.email, password: NEW_PASSWORD }, { headers: newAddress() })).status).toBe(200);

    // Used once, the link is dead.
    const again = await postJson("/api/forgot-link", { token }, { headers: newAddress() });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: expect.stringMatching(/link/i) });
    expect((await reset(user.email, token, "Another@789")).status).toBe(400);
  });

  it("refuses a link replaced by a newer request, and a made-up one, with a clear 400; the newest works", async () => {
    // Written straight in: a confirmation through the API would spend one of the email's tries today.
    const { user } = await directUser();
    expect((await postJson("/api/forgot-request", { email: user.email }, { headers: newAddress() })).status).toBe(200);
    const first = await mailedLinkToken(user.email);
    expect((await postJson("/api/forgot-resend", { email: user.email }, { headers: newAddress() })).status).toBe(200);
    const second = await mailedLinkToken(user.email);
    expect(second).not.toBe(first);

    const superseded = await postJson("/api/forgot-link", { token: first }, { headers: newAddress() });
    expect(superseded.status).toBe(400);
    expect(superseded.body).toMatchObject({ success: false, message: expect.stringMatching(/link/i) });
    expect((await reset(user.email, first)).status).toBe(400);
    expect((await postJson("/api/forgot-link", { token: "x".repeat(43) }, { headers: newAddress() })).status).toBe(400);
    expect((await postJson("/api/forgot-link", {}, { headers: newAddress() })).status).toBe(400);

    expect((await reset(user.email, second)).status).toBe(200);
    // A reset, by link or by code, ends every link mailed before it.
    expect((await postJson("/api/forgot-link", { token: second }, { headers: newAddress() })).status).toBe(400);
  });
});
