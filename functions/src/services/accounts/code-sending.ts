import { ABUSE_LIMITS, CODE_RULES, DAY_MS } from "../../contract/limits";
import type { CodePurpose } from "../mail/outbox";
import { consume, HOUR_MS, type Bucket } from "../rate-limits";

/**
 * Limits on asking for codes and on trying them, counted before anything is sent or checked, whether or not an
 * account exists, so a 429 says nothing about who is registered:
 * - per network address (cooldown and hourly cap per email, an hourly cap over all emails, tries per code
 *   lifetime): they keep one client from bothering an inbox or spraying the site, and a stranger's requests
 *   and tries stop at the stranger's own address; but they trust the address the CDN reports;
 * - per email and day, tries at its codes from anywhere: the hard ceiling on guessing, which trusts no header.
 * What is actually mailed is capped per inbox and for the whole site in code-delivery.ts.
 */

/** One key per email and address; digested with the bucket's name, never stored raw. */
const emailAtAddress = (email: string, address: string) => `${email}\n${address}`;

function requestBuckets(purpose: CodePurpose, email: string, address: string): { cooldown: Bucket; hourly: Bucket; anyEmail: Bucket } {
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
    anyEmail: {
      name: "code-requests-address",
      subject: address,
      limit: ABUSE_LIMITS.codeRequestsPerAddressPerHour,
      windowMs: HOUR_MS,
      message: "Too many codes requested from your network. Please try again in {wait}.",
    },
  };
}

/** A resend or a password reset code: cooldown and hourly cap per email and address, hourly cap per address. */
export async function countCodeRequest(purpose: CodePurpose, email: string, address: string): Promise<void> {
  const { cooldown, hourly, anyEmail } = requestBuckets(purpose, email, address);
  await consume([cooldown, hourly, anyEmail]);
}

/**
 * The code a signup sends counts towards the email's hourly cap, not the cooldown ("resend" works at once), nor
 * the address's cap over all emails: signups have their own per address (accounts-service.ts).
 */
export async function countSignupCode(email: string, address: string): Promise<void> {
  await consume([requestBuckets("confirm", email, address).hourly]);
}

/** Tries at the codes of one email in a day, from anywhere (both purposes share it). */
export const dailyTriesBucket = (email: string): Bucket => ({
  name: "code-tries-email",
  subject: email,
  limit: CODE_RULES.triesPerEmailPerDay,
  windowMs: DAY_MS,
  message: "Too many tries at codes for this email today. Please try again in {wait}.",
});

/**
 * Tries at a code, counted before the code is checked, so a parallel burst cannot slip past: per email,
 * purpose and address in one code lifetime (a stranger's tries stop at their own address), and per email
 * and day from anywhere (the ceiling that no forged address gets past).
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
    dailyTriesBucket(email),
  ]);
}
