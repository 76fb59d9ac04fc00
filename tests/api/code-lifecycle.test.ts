// The code and rate-limit services against the real Firestore emulator, with the clock under the test's control.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_RULES } from "@contract/limits";
import { latestCode, mailTo, newUser, otherCode } from "../support/accounts";
import "../support/stack";
import { checkCode, sendCode, takeVerified } from "../../functions/src/services/auth-codes";
import { countCodeRequest, countCodeTry } from "../../functions/src/services/code-sending";

/** Sends `count` codes for one email and answers them, oldest first. */
async function sendCodes(email: string, count: number): Promise<string[]> {
  for (let sent = 0; sent < count; sent += 1) await sendCode("confirm", email, "uid-many");
  return (await mailTo(email)).map((mail) => mail.code);
}

/** A 6-digit guess that is none of the live codes. */
function wrongFor(codes: string[]): string {
  let guess = otherCode(codes[0] ?? "000000");
  while (codes.includes(guess)) guess = otherCode(guess);
  return guess;
}

const start = new Date("2030-01-01T09:00:00Z").getTime();
const at = (offsetMs: number) => vi.setSystemTime(start + offsetMs);

beforeEach(() => {
  // Only Date is faked: the Firestore client's own timers keep running for real.
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a code's lifetime", () => {
  it("works until just before 10 minutes have passed", async () => {
    const { email } = newUser();
    await sendCode("confirm", email, "uid-1");
    at(CODE_RULES.lifetimeMs - 1000);
    expect(await checkCode("confirm", email, await latestCode(email))).toBe("uid-1");
  });

  it("is dead at 10 minutes", async () => {
    const { email } = newUser();
    await sendCode("confirm", email, "uid-2");
    at(CODE_RULES.lifetimeMs);
    expect(await checkCode("confirm", email, await latestCode(email))).toBeNull();
  });

  it("belongs to its purpose: a reset code does not confirm an email", async () => {
    const { email } = newUser();
    await sendCode("reset", email, "uid-3");
    expect(await checkCode("confirm", email, await latestCode(email))).toBeNull();
  });

  it("leaves a verified mark for a reset that only its token opens, once, within 10 minutes", async () => {
    const { email } = newUser();
    await sendCode("reset", email, "uid-4");
    expect(await checkCode("reset", email, await latestCode(email), "token-a")).toBe("uid-4");
    expect(await takeVerified("reset", email, "token-b")).toBeNull();
    at(CODE_RULES.lifetimeMs - 1000);
    expect(await takeVerified("reset", email, "token-a")).toBe("uid-4");
    expect(await takeVerified("reset", email, "token-a")).toBeNull();

    await sendCode("reset", email, "uid-4");
    await checkCode("reset", email, await latestCode(email), "token-c");
    at(3 * CODE_RULES.lifetimeMs);
    expect(await takeVerified("reset", email, "token-c")).toBeNull();
  });
});

describe("several live codes", () => {
  it(`keep the last ${CODE_RULES.liveCodes} alive: a new request does not kill the code being typed`, async () => {
    const { email } = newUser();
    const codes = await sendCodes(email, CODE_RULES.liveCodes + 1);
    // The oldest fell out; the one before the newest still works, and using it kills the others.
    expect(await checkCode("confirm", email, codes[0] ?? "")).toBeNull();
    expect(await checkCode("confirm", email, codes[1] ?? "")).toBe("uid-many");
    expect(await checkCode("confirm", email, codes.at(-1) ?? "")).toBeNull();
  });

  it(`die after ${CODE_RULES.maxWrongTries} wrong guesses from anywhere, every live code together`, async () => {
    const { email } = newUser();
    const codes = await sendCodes(email, 2);
    for (let guess = 0; guess < CODE_RULES.maxWrongTries - 1; guess += 1) {
      expect(await checkCode("confirm", email, wrongFor(codes))).toBeNull();
    }
    // One guess short of the cap, the codes still work.
    expect(await checkCode("confirm", email, codes[0] ?? "", "token")).toBe("uid-many");

    const again = await sendCodes(`x${email}`, 2);
    for (let guess = 0; guess < CODE_RULES.maxWrongTries; guess += 1) await checkCode("confirm", `x${email}`, wrongFor(again));
    expect(await checkCode("confirm", `x${email}`, again[0] ?? "")).toBeNull();
    expect(await checkCode("confirm", `x${email}`, again[1] ?? "")).toBeNull();
  });

  it("start their own count: a code sent after many wrong guesses is not born half dead", async () => {
    const { email } = newUser();
    const [first = ""] = await sendCodes(email, 1);
    for (let guess = 0; guess < CODE_RULES.maxWrongTries - 1; guess += 1) await checkCode("confirm", email, wrongFor([first]));
    const codes = await sendCodes(email, 1);
    await checkCode("confirm", email, wrongFor(codes));
    expect(await checkCode("confirm", email, first)).toBeNull();
    expect(await checkCode("confirm", email, codes.at(-1) ?? "")).toBe("uid-many");
  });
});

describe("tries at a code per email and address", () => {
  it(`allow ${CODE_RULES.triesPerAddress} in a code's lifetime, then 429 for that address only`, async () => {
    const { email } = newUser();
    for (let attempt = 0; attempt < CODE_RULES.triesPerAddress; attempt += 1) await countCodeTry("reset", email, "10.0.0.2");
    await expect(countCodeTry("reset", email, "10.0.0.2")).rejects.toMatchObject({
      kind: "rate-limited",
      message: expect.stringMatching(/^Too many tries from your network\. Please wait 10 minutes/),
    });
    await expect(countCodeTry("reset", email, "10.0.0.3")).resolves.toBeUndefined();
    at(CODE_RULES.lifetimeMs);
    await expect(countCodeTry("reset", email, "10.0.0.2")).resolves.toBeUndefined();
  });
});

describe("code requests per email and address", () => {
  const cooldownMs = CODE_RULES.resendCooldownSeconds * 1000;
  const address = "10.0.0.1";

  it("wait out the cooldown, then go through", async () => {
    const { email } = newUser();
    await countCodeRequest("confirm", email, address);
    at(cooldownMs - 1000);
    await expect(countCodeRequest("confirm", email, address)).rejects.toMatchObject({
      kind: "rate-limited",
      retryAfterSeconds: 1,
    });
    at(cooldownMs);
    await expect(countCodeRequest("confirm", email, address)).resolves.toBeUndefined();
  });

  it(`stop at ${CODE_RULES.sendsPerHour} an hour, and start again the next hour`, async () => {
    const { email } = newUser();
    for (let sent = 0; sent < CODE_RULES.sendsPerHour; sent += 1) {
      at(sent * cooldownMs);
      await countCodeRequest("reset", email, address);
    }
    at(CODE_RULES.sendsPerHour * cooldownMs);
    await expect(countCodeRequest("reset", email, address)).rejects.toMatchObject({
      kind: "rate-limited",
      message: expect.stringMatching(/^Too many codes requested\. Please try again in \d+ minutes\.$/),
    });
    at(60 * 60 * 1000);
    await expect(countCodeRequest("reset", email, address)).resolves.toBeUndefined();
  });

  it("count each address apart, so a stranger cannot use up the owner's budget", async () => {
    const { email } = newUser();
    for (let sent = 0; sent < CODE_RULES.sendsPerHour; sent += 1) {
      at(sent * cooldownMs);
      await countCodeRequest("reset", email, "10.0.0.9");
    }
    await expect(countCodeRequest("reset", email, address)).resolves.toBeUndefined();
  });

  it("count each purpose apart", async () => {
    const { email } = newUser();
    await countCodeRequest("confirm", email, address);
    await expect(countCodeRequest("reset", email, address)).resolves.toBeUndefined();
  });
});
