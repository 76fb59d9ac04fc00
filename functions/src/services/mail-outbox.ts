import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { CODE_RULES } from "../contract/limits";
import { SITE_NAME } from "../contract/site";
import { db } from "../firebase";

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

/** Queues the email with a code in the caller's transaction, so a code is never stored without its email. */
export function queueCodeEmail(transaction: Transaction, to: string, purpose: CodePurpose, code: string) {
  const { subject, intro } = WORDING[purpose];
  const outro = `The code works once and expires in ${MINUTES} minutes. If you did not ask for it, ignore this email.`;
  transaction.create(db().collection(MAIL).doc(), {
    to,
    message: {
      subject,
      text: `${intro}\n\n${code}\n\n${outro}`,
      // Only fixed text and digits go into the HTML, so nothing needs escaping.
      html: `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>${outro}</p>`,
    },
    purpose,
    createdAt: FieldValue.serverTimestamp(),
    // The body holds a live code in plain text: a TTL policy sweeps it once the code is long dead.
    expiresAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
  });
}
