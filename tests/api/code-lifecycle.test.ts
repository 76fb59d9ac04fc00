// The code and rate-limit services against the real Firestore emulator, with the clock under the test's control.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_RULES } from "@contract/limits";
import { latestCode, newUser } from "../support/accounts";
import "../support/stack";
import { checkCode, sendCode, takeVerified } from "../../functions/src/services/auth-codes";
import { countCodeRequest } from "../../functions/src/services/code-sending";

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

describe("code requests per email", () => {
  const cooldownMs = CODE_RULES.resendCooldownSeconds * 1000;

  it("wait out the cooldown, then go through", async () => {
    const { email } = newUser();
    await countCodeRequest("confirm", email);
    at(cooldownMs - 1000);
    await expect(countCodeRequest("confirm", email)).rejects.toMatchObject({
      kind: "rate-limited",
      retryAfterSeconds: 1,
    });
    at(cooldownMs);
    await expect(countCodeRequest("confirm", email)).resolves.toBeUndefined();
  });

  it(`stop at ${CODE_RULES.sendsPerHour} an hour, and start again the next hour`, async () => {
    const { email } = newUser();
    for (let sent = 0; sent < CODE_RULES.sendsPerHour; sent += 1) {
      at(sent * cooldownMs);
      await countCodeRequest("reset", email);
    }
    at(CODE_RULES.sendsPerHour * cooldownMs);
    await expect(countCodeRequest("reset", email)).rejects.toMatchObject({
      kind: "rate-limited",
      message: expect.stringMatching(/^Too many codes requested\. Please try again in \d+ minutes\.$/),
    });
    at(60 * 60 * 1000);
    await expect(countCodeRequest("reset", email)).resolves.toBeUndefined();
  });

  it("count each purpose apart", async () => {
    const { email } = newUser();
    await countCodeRequest("confirm", email);
    await expect(countCodeRequest("reset", email)).resolves.toBeUndefined();
  });
});
