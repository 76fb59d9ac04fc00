// The code and rate-limit services against the real Firestore emulator, with the clock under the test's control.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_RULES, DAY_MS } from "@contract/limits";
import { latestCode, mailTo, newUser } from "../support/accounts";
import "../support/stack";
import { checkCode, codeOwner, renewNewestCode, sendCode, takeVerified } from "../../functions/src/services/accounts/auth-codes";
import { countCodeRequest, countCodeTry } from "../../functions/src/services/accounts/code-sending";

/** Sends `count` codes for one email and answers them, oldest first. */
async function sendCodes(email: string, count: number): Promise<string[]> {
  for (let sent = 0; sent < count; sent += 1) await sendCode("confirm", email, "uid-many");
  return (await mailTo(email)).map((mail) => mail.code);
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

});

describe("tries at the codes of one email in a day", () => {
  it(`stop at ${CODE_RULES.triesPerEmailPerDay}, whatever address each comes from and for both purposes`, async () => {
    const { email } = newUser();
    // A caller who forges a new address for every try (Fastly-Client-IP, on the function's own URL).
    for (let attempt = 0; attempt < CODE_RULES.triesPerEmailPerDay; attempt += 1) {
      await countCodeTry(attempt % 2 ? "reset" : "confirm", email, `10.1.${attempt}.1`);
    }
    await expect(countCodeTry("reset", email, "10.2.0.1")).rejects.toMatchObject({
      kind: "rate-limited",
      message: expect.stringMatching(/^Too many tries at codes for this email today\. Please try again in 24 hours\.$/),
    });
    // Another email is not touched, and the next day starts afresh.
    await expect(countCodeTry("reset", newUser().email, "10.2.0.1")).resolves.toBeUndefined();
    at(DAY_MS);
    await expect(countCodeTry("reset", email, "10.2.0.1")).resolves.toBeUndefined();
  });
});

describe("renewing the newest code, when the inbox may be sent no more today", () => {
  it("gives the newest code mailed today a fresh lifetime, once more, and never revives a used one", async () => {
    const { email } = newUser();
    const codes = await sendCodes(email, 2);
    at(CODE_RULES.lifetimeMs + 1000);
    expect(await codeOwner("confirm", email, codes[1] ?? "")).toBeNull();
    expect(await renewNewestCode("confirm", email, "uid-many")).toBe(true);
    // Only the newest: the one before it stays dead.
    expect(await checkCode("confirm", email, codes[0] ?? "")).toBeNull();
    expect(await checkCode("confirm", email, codes[1] ?? "")).toBe("uid-many");
    expect(await renewNewestCode("confirm", email, "uid-many")).toBe(false);
  });

  it("renews nothing mailed before today, nor another account's code", async () => {
    const { email } = newUser();
    await sendCodes(email, 1);
    expect(await renewNewestCode("confirm", email, "someone-else")).toBe(false);
    at(DAY_MS);
    expect(await renewNewestCode("confirm", email, "uid-many")).toBe(false);
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
