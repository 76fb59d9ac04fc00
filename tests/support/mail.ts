// Unsubscribe links for tests, signed with the local stack's key (functions/.secret.local, written on its first
// start), exactly as the mail tasks sign them; and the list mails a member was sent.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SUBSCRIPTION_API_PATHS, type MailList } from "../../functions/src/contract/subscriptions";
import { MAIL_LINK_KEYS_SECRET, readKeys } from "../../functions/src/services/mail/link-keys";
import { signUnsubscribeToken } from "../../functions/src/services/mail/unsubscribe-tokens";
import { adminDb } from "./stack";
import { simpleParser, type ParsedMail } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";

/** The MAIL_LINK_KEYS value the local stack wrote into functions/.secret.local. */
const localSecret = () =>
  readFileSync(join(import.meta.dirname, "..", "..", "functions", ".secret.local"), "utf8")
    .split("\n")
    .find((each) => each.startsWith(`${MAIL_LINK_KEYS_SECRET}=`))
    ?.slice(MAIL_LINK_KEYS_SECRET.length + 1);
const localKeys = () => readKeys(localSecret());

/** Lets the function's own services, run in this process by a test, sign links as the deployed ones do. */
export function useLocalMailKeys(): void {
  process.env[MAIL_LINK_KEYS_SECRET] ??= localSecret();
}

export const unsubscribeTokenFor = (uid: string, list: MailList, email: string) => signUnsubscribeToken(uid, list, email, localKeys());
export const unsubscribeApiPath = (uid: string, list: MailList, email: string) => SUBSCRIPTION_API_PATHS.unsubscribe(unsubscribeTokenFor(uid, list, email));

export interface ListMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  purpose: string;
}

/** The list mails (new posts, replies, the digest) written to an address, by document id. */
export async function listMailsTo(email: string, purpose?: string): Promise<ListMail[]> {
  const snapshot = await adminDb.collection("mail").where("to", "==", email).get();
  return snapshot.docs
    .filter((doc) => doc.get("headers") && (!purpose || doc.get("purpose") === purpose))
    .map((doc) => ({ id: doc.id, to: doc.get("to"), ...doc.get("message"), headers: doc.get("headers"), purpose: doc.get("purpose") }));
}

/** The token of a mail's List-Unsubscribe header: `<https://site/api/unsubscribe?t=TOKEN>`. */
export function tokenOf(mail: ListMail): string {
  const url = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1];
  const token = url ? new URL(url).searchParams.get("t") : null;
  if (!token) throw new Error(`No unsubscribe token in ${JSON.stringify(mail.headers)}`);
  return token;
}

/** Waits until `check` answers true, polling; mails are written by queued tasks after the answer. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 300): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A mail document as the inbox receives it: the MIME message the Trigger Email extension builds with nodemailer from
 * `{to, message: {subject, text, html}, headers}`, parsed back as a mail client parses it.
 */
export async function receivedAsMime(mail: ListMail): Promise<ParsedMail> {
  const composer = new MailComposer({ from: "site@example.test", to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
  return simpleParser(await composer.compile().build());
}
