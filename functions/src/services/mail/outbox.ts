import { FieldValue, Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { ContactRequest } from "../../contract/community";
import { CODE_RULES, DAY_MS, RESET_LINK_LIFETIME_MS } from "../../contract/limits";
import { SITE_NAME } from "../../contract/site";
import { SUBSCRIPTION_MESSAGES } from "../../contract/subscriptions";
import { db } from "../../firebase";

/**
 * The outbox in the format of the Firebase "Trigger Email" extension: {to, message: {subject, text, html}}.
 * Production installs the extension on this collection; locally it is where codes are read.
 */
export const MAIL = "mail";

export type CodePurpose = "confirm" | "reset";

const MINUTES = CODE_RULES.lifetimeMs / 60_000;
const MAIL_KEPT_MS = 24 * 60 * 60 * 1000;

const WORDING: Record<CodePurpose, { subject: string; intro: string }> = {
  confirm: { subject: `Confirm your ${SITE_NAME} account`, intro: "Use this code to confirm your email address:" },
  reset: { subject: `Reset your ${SITE_NAME} password`, intro: "Use this code to choose a new password:" },
};

const LINK_MINUTES = RESET_LINK_LIFETIME_MS / 60_000;

/**
 * Queues the email with a code in the caller's transaction, so a code is never stored without its email. A reset mail
 * also carries its one-time link (`link`), which nobody's wrong codes can stop.
 */
export function queueCodeEmail(transaction: Transaction, to: string, purpose: CodePurpose, code: string, link?: string) {
  const { subject, intro } = WORDING[purpose];
  const outro =
    `The code works once and expires in ${MINUTES} minutes. If you did not ask for it, ignore this email.` +
    (purpose === "confirm" ? ` ${SUBSCRIPTION_MESSAGES.repliesOnByDefault}` : "");
  const linkText = link ? `Or open this link to choose a new password (it works once, for ${LINK_MINUTES} minutes):\n${link}\n\n` : "";
  // The link is ours (an origin and a base64url token), escaped all the same.
  const linkHtml = link ? `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${LINK_MINUTES} minutes)</p>` : "";
  transaction.create(db().collection(MAIL).doc(), {
    to,
    message: {
      subject,
      text: `${intro}\n\n${code}\n\n${linkText}${outro}`,
      // Only fixed text, digits and the escaped link go into the HTML.
      html: `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>${linkHtml}<p>${outro}</p>`,
    },
    purpose,
    createdAt: FieldValue.serverTimestamp(),
    // The body holds a live code in plain text: a TTL policy sweeps it once the code is long dead.
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
  });
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * Tells the owner about a contact message, in the caller's batch with the message itself. Everything the
 * sender typed is escaped in the HTML part; replying goes to the sender's address.
 */
export function queueContactEmail(batch: WriteBatch, ownerEmail: string, request: ContactRequest) {
  const heading = `New message from ${request.name} <${request.email}>`;
  batch.create(db().collection(MAIL).doc(), {
    to: ownerEmail,
    replyTo: request.email,
    message: {
      // One line: a line break in a subject could smuggle in a mail header.
      subject: `[${SITE_NAME}] ${request.subject.replace(/\s+/g, " ")}`,
      text: `${heading}\n\n${request.message}`,
      html: `<p>${escapeHtml(heading)}</p><p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
    },
    purpose: "contact",
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
  });
}

/** A mail's parts, the text part always beside the HTML one. */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** How long a list mail stays in the outbox: long enough to see what went out in a week, then swept by TTL. */
const LIST_MAIL_KEPT_MS = 7 * DAY_MS;

/**
 * A mail to one member on one list (docs/email.md): the Trigger Email document with the RFC 8058 headers. They go in
 * the top-level `headers` map, which the extension passes to the transport as they are (its deliver() sets
 * `headers: payload.headers`, overwriting any `message.headers`); the extension's version is pinned for this.
 * `List-Unsubscribe` names the one-click address, which answers a POST without login; the page at the same token
 * serves people who click.
 */
export function listMail(to: string, message: MailMessage, list: { id: string; unsubscribeUrl: string }, purpose: string) {
  return {
    to,
    message: { ...message, subject: message.subject.replace(/\s+/g, " ") },
    headers: {
      "List-Unsubscribe": `<${list.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": `<${list.id}>`,
    },
    purpose,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + LIST_MAIL_KEPT_MS),
  };
}
