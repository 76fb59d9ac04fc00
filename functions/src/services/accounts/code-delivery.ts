import { ABUSE_LIMITS, DAY_MS } from "../../contract/limits";
import { renewNewestCode, sendCode } from "./auth-codes";
import { DomainError } from "../domain-error";
import type { CodePurpose } from "../mail/outbox";
import { consume, type Bucket } from "../rate-limits";
import { assertSiteRoom, countSiteOne, type SiteCap } from "../site-counters";

/**
 * Mailing a code to an account's inbox, under caps that trust no header: so many a day per inbox, so many an
 * hour for the whole site. Only mails actually queued count, so requests for emails without an account cost
 * nothing. When a cap is spent nothing is mailed, but the newest code already in the inbox gets a fresh
 * lifetime: the caller answers "sent" all the same, and the inbox's owner types the code they already have.
 * So a stranger who spends an inbox's cap delays nobody's reset.
 */

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

/** Takes one mail from the inbox's and the site's caps; throws their 429 when either is spent. */
export async function countMailedCode(email: string): Promise<void> {
  await assertSiteRoom(CODES_MAILED);
  await consume([recipientBucket(email)]);
  await countSiteOne(CODES_MAILED);
}

const isCapSpent = (error: unknown) => error instanceof DomainError && error.kind === "rate-limited";

/**
 * Mails a new code to the account's inbox, or, with a cap spent, renews the newest code the inbox already holds.
 * `linkOrigin` puts a one-time link beside a reset code (auth-codes.ts).
 */
export async function deliverCode(purpose: CodePurpose, email: string, uid: string, linkOrigin?: string): Promise<void> {
  try {
    await countMailedCode(email);
  } catch (error) {
    if (!isCapSpent(error)) throw error;
    await renewNewestCode(purpose, email, uid);
    return;
  }
  await sendCode(purpose, email, uid, linkOrigin);
}
