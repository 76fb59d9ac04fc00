import { CODE_RULES } from "../contract/limits";
import type { CodePurpose } from "./mail-outbox";
import { consume, HOUR_MS, type Bucket } from "./rate-limits";

/**
 * Requests for a code count per email and purpose, whether or not an account exists,
 * so a 429 says nothing about who is registered and nobody can flood an inbox.
 */
function codeBuckets(purpose: CodePurpose, email: string): { cooldown: Bucket; hourly: Bucket } {
  return {
    cooldown: {
      name: `code-cooldown-${purpose}`,
      subject: email,
      limit: 1,
      windowMs: CODE_RULES.resendCooldownSeconds * 1000,
      message: "Please wait {wait} before asking for another code.",
    },
    hourly: {
      name: `code-hourly-${purpose}`,
      subject: email,
      limit: CODE_RULES.sendsPerHour,
      windowMs: HOUR_MS,
      message: "Too many codes requested. Please try again in {wait}.",
    },
  };
}

export async function countCodeRequest(purpose: CodePurpose, email: string): Promise<void> {
  const { cooldown, hourly } = codeBuckets(purpose, email);
  await consume([cooldown, hourly]);
}

/** The code a signup sends counts towards the hourly cap; a resend right after it is still allowed. */
export async function countSignupCode(email: string): Promise<void> {
  await consume([codeBuckets("confirm", email).hourly]);
}
