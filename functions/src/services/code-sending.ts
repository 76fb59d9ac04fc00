import { ABUSE_LIMITS, CODE_RULES, DAY_MS } from "../contract/limits";
import type { CodePurpose } from "./mail-outbox";
import { consume, HOUR_MS, type Bucket } from "./rate-limits";
import { assertSiteRoom, countSiteOne, type SiteCap } from "./site-counters";

/**
 * Limits on asking for codes and on guessing them. Requests count whether or not an account exists, so a
 * 429 says nothing about who is registered:
 * - per email, purpose and network address (cooldown, hourly cap, wrong tries): a stranger elsewhere cannot
 *   use up the owner's budget or spoil the owner's code, but these trust Fastly-Client-IP;
 * - per recipient and day, and for the whole site per hour: these trust no header, and bound how many
 *   mails anyone can cause, and so how many codes a brute-forcer can ever face.
 */

/** One key per email and address; digested with the bucket's name, never stored raw. */
const emailAtAddress = (email: string, address: string) => `${email}\n${address}`;

function requestBuckets(purpose: CodePurpose, email: string, address: string): { cooldown: Bucket; hourly: Bucket } {
  const subject = emailAtAddress(email, address);
  return {
    cooldown: {
      name: `code-cooldown-${purpose}`,
      subject,
      limit: 1,
      windowMs: CODE_RULES.resendCooldownSeconds * 1000,
      message: "Please wait {wait} before asking for another code.",
    },
    hourly: {
      name: `code-hourly-${purpose}`,
      subject,
      limit: CODE_RULES.sendsPerHour,
      windowMs: HOUR_MS,
      message: "Too many codes requested. Please try again in {wait}.",
    },
  };
}

/** Code emails per inbox and day, all purposes and addresses together. */
export const recipientBucket = (email: string): Bucket => ({
  name: "mail-recipient",
  subject: email,
  limit: ABUSE_LIMITS.mailsPerRecipientPerDay,
  windowMs: DAY_MS,
  message: "Too many emails were sent to this address today. Please try again in {wait}.",
});

export const CODES_MAILED: SiteCap = {
  name: "codes",
  limit: ABUSE_LIMITS.codesPerHour,
  message: "We are sending too many emails right now. Please try again in {wait}.",
};

async function countCode(buckets: Bucket[]): Promise<void> {
  await assertSiteRoom(CODES_MAILED);
  await consume(buckets);
  await countSiteOne(CODES_MAILED);
}

/** A resend or a password reset code: cooldown and hourly cap per address, daily cap per inbox, site cap. */
export async function countCodeRequest(purpose: CodePurpose, email: string, address: string): Promise<void> {
  const { cooldown, hourly } = requestBuckets(purpose, email, address);
  await countCode([cooldown, hourly, recipientBucket(email)]);
}

/** The code a signup sends counts towards the hourly cap, not the cooldown: "resend" works at once. */
export async function countSignupCode(email: string, address: string): Promise<void> {
  await countCode([requestBuckets("confirm", email, address).hourly, recipientBucket(email)]);
}

/**
 * Tries at a code per email, purpose and address in one code lifetime, counted before the code is checked,
 * so a parallel burst cannot slip past. A stranger's wrong tries stop at their own address; the code itself
 * dies only after many wrong tries from anywhere (auth-codes.ts).
 */
export async function countCodeTry(purpose: CodePurpose, email: string, address: string): Promise<void> {
  await consume([
    {
      name: `code-tries-${purpose}`,
      subject: emailAtAddress(email, address),
      limit: CODE_RULES.triesPerAddress,
      windowMs: CODE_RULES.lifetimeMs,
      message: "Too many tries from your network. Please wait {wait} or use the code from your latest email.",
    },
  ]);
}
