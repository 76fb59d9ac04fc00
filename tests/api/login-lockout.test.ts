// Failed logins never lock an account: growing delays per account, a hard limit per address, and the right
// password from a clean address always works. The delays with the clock under the test's control call the
// service against the real Firestore emulator; the rest goes through the API as a browser would.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { LOGIN_LIMITS } from "@contract/limits";
import { directUser, newAddress, newUser } from "../support/accounts";
import { postJson, randomAddress, sessionCookieOf } from "../support/stack";
import { accountRef, admitLoginAttempt, delayAfter, forgiveLoginAttempt } from "../../functions/src/services/accounts/login-throttle";
import { bucketRef } from "../../functions/src/services/rate-limits";

const logIn = (email: string, password: string, headers: Record<string, string> = newAddress()) =>
  postJson("/api/login", { email, password }, { headers });

const start = new Date("2030-01-01T09:00:00Z").getTime();
const at = (offsetMs: number) => vi.setSystemTime(start + offsetMs);

/** Only Date is faked: the Firestore client's own timers keep running for real. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
}
afterEach(() => {
  vi.useRealTimers();
});

const admitted = (email: string, address: string) =>
  admitLoginAttempt(email, address).then(
    () => "admitted",
    (error: { kind?: string; retryAfterSeconds?: number }) => `${error.kind} ${error.retryAfterSeconds}s`,
  );

describe("an account's failed logins (clock under control)", () => {
  it("pass free at first, then wait 1 s, 2 s, 4 s ... up to the cap, never a lock", async () => {
    fakeClock();
    const { email } = newUser();
    const address = randomAddress();
    for (let failure = 0; failure < LOGIN_LIMITS.failuresPerAccount; failure += 1) {
      expect(await admitted(email, address)).toBe("admitted");
    }
    let now = 0;
    for (const wait of [1, 2, 4, 8, 16, 32, 60, 60]) {
      at(now + wait * 1000 - 500);
      expect(await admitted(email, address)).toBe(`rate-limited 1s`);
      now += wait * 1000;
      at(now);
      expect(await admitted(email, address)).toBe("admitted");
    }
    expect(delayAfter(100)).toBe(LOGIN_LIMITS.maxDelayMs);
  });

  it("do not make an address with no recent failures wait, and the right password forgives them", async () => {
    fakeClock();
    const [addr2, addr3] = [randomAddress(), randomAddress()];
    const { email } = newUser();
    for (let failure = 0; failure <= LOGIN_LIMITS.failuresPerAccount; failure += 1) await admitted(email, addr2);
    expect(await admitted(email, addr2)).toMatch(/^rate-limited/);
    // The owner, elsewhere: through at once, and a right password clears the account's failures.
    expect(await admitted(email, addr3)).toBe("admitted");
    await forgiveLoginAttempt(email, addr3);
    expect((await accountRef(email).get()).exists).toBe(false);
    expect(await admitted(email, addr2)).toBe("admitted");
  });

  it(`let at most ${LOGIN_LIMITS.cleanAddressPassesPerHour} clean addresses an hour skip the wait, so forged addresses gain little`, async () => {
    fakeClock();
    const [addr4, addr5, addr6] = [randomAddress(), randomAddress(), randomAddress()];
    const { email } = newUser();
    for (let failure = 0; failure <= LOGIN_LIMITS.failuresPerAccount; failure += 1) await admitted(email, addr4);
    // As if this hour's passes were nearly used up by a caller with a new address for every guess.
    const passes = bucketRef({ name: "login-clean-pass", subject: email, limit: 0, windowMs: 0, message: "" });
    await passes.set({
      count: LOGIN_LIMITS.cleanAddressPassesPerHour - 1,
      endsAt: Timestamp.fromMillis(start + 60 * 60 * 1000),
      expiresAt: Timestamp.fromMillis(start + 60 * 60 * 1000),
    });
    expect(await admitted(email, addr5)).toBe("admitted");
    expect(await admitted(email, addr6)).toMatch(/^rate-limited/);
    at(60 * 60 * 1000);
    expect(await admitted(email, addr6)).toBe("admitted");
  });

  it("are forgotten after a quiet window", async () => {
    fakeClock();
    const { email } = newUser();
    const lastFailure = (LOGIN_LIMITS.failuresPerAccount + 2) * 60_000;
    for (let minute = 0; minute * 60_000 <= lastFailure; minute += 1) {
      at(minute * 60_000);
      await admitted(email, randomAddress());
    }
    at(lastFailure + LOGIN_LIMITS.windowMs);
    const address = randomAddress();
    for (let failure = 0; failure < LOGIN_LIMITS.failuresPerAccount; failure += 1) {
      expect(await admitted(email, address)).toBe("admitted");
    }
    expect(await admitted(email, address)).toMatch(/^rate-limited/);
  });
});

describe("POST /api/login under attack", () => {
  it("answers an attacker's address 429 with Retry-After after a few failures, while the owner elsewhere logs in", async () => {
    const { user } = await directUser();
    const attacker = newAddress();
    for (let failure = 0; failure < LOGIN_LIMITS.failuresPerAccount; failure += 1) {
      expect((await logIn(user.email, "Wrong@123", attacker)).status).toBe(401);
    }
    // Guessing on until the account makes the attacker wait (the delay doubles, so this ends soon).
    let guesses = 0;
    while ((await logIn(user.email, "Wrong@123", attacker)).status === 401) guesses += 1;
    expect(guesses).toBeLessThan(4);

    // Even the right password waits from there: a 429 tells the attacker nothing.
    const waiting = await logIn(user.email, user.password, attacker);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many failed logins for this account\. Please wait \d+ seconds? and try again\.$/),
    });
    const retryAfter = Number(waiting.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.maxDelayMs / 1000);
    expect(waiting.headers.getSetCookie()).toEqual([]);

    const owner = await logIn(user.email, user.password);
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner.headers)).not.toBeNull();
  });

  it("holds the delay against a burst of parallel guesses: counted before the password is checked", async () => {
    const { user } = await directUser();
    // The account has failed often, and its last wait just ended: the next failure makes it wait a minute.
    await accountRef(user.email).set({
      failures: 20,
      lastFailureAt: Timestamp.now(),
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000),
      expiresAt: Timestamp.fromMillis(Date.now() + LOGIN_LIMITS.windowMs),
    });
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, () => logIn(user.email, "Wrong@123", address)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  }, 60_000);

  it(`stops an address for good after ${LOGIN_LIMITS.failuresPerAddress} failures, and only that address`, async () => {
    const { user } = await directUser();
    const address = { "Fastly-Client-IP": randomAddress() };
    // As if this address had already failed on other accounts.
    const window = bucketRef({ name: "login-address", subject: address["Fastly-Client-IP"], limit: 0, windowMs: 0, message: "" });
    const endsAt = Timestamp.fromMillis(Date.now() + LOGIN_LIMITS.windowMs);
    await window.set({ count: LOGIN_LIMITS.failuresPerAddress - 1, endsAt, expiresAt: endsAt });
    expect((await logIn(newUser().email, "Wrong@123", address)).status).toBe(401);
    const blocked = await logIn(user.email, user.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: "Too many failed logins from your network. Please try again in 15 minutes.",
    });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 60);
    // The account itself is not touched: the same person elsewhere logs in.
    expect((await logIn(user.email, user.password)).status).toBe(200);
    await window.delete();
  });
});
