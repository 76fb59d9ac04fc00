import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { SITE_NAME } from "../../contract/site";
import { auth, db } from "../../firebase";
import { escapeHtml, MAIL } from "../mail/outbox";

const MAIL_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Tells the account that its second factors changed ("An authenticator app was added", "The passkey "Laptop" was
 * removed"): if it was not them, their password and a session are in someone else's hands, and this mail is how
 * they learn it. Queued in the outbox (services/mail/outbox.ts) like every mail.
 */
export async function mailFactorChange(uid: string, change: string): Promise<void> {
  const { email } = await auth().getUser(uid);
  if (!email) return;
  const advice = "If this was not you, reset your password now and remove any factor you do not know.";
  await db()
    .collection(MAIL)
    .add({
      to: email,
      message: {
        subject: `Your ${SITE_NAME} sign-in factors changed`,
        text: `${change}\n\n${advice}`,
        html: `<p>${escapeHtml(change)}</p><p>${advice}</p>`,
      },
      purpose: "security",
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
    });
}
