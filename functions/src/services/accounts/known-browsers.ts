import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { siteOrigin } from "../../config";
import { db } from "../../firebase";
import { newBrowserMessage } from "../mail/messages";
import { MAIL } from "../mail/outbox";
import { browserDigest, describeClient, shortenAddress } from "./session-clients";

/**
 * The browsers each account has signed in from (issue 34): knownBrowsers/{uid} = {digests}, each a digest of a
 * browser's and a system's names (session-clients.ts), never the User-Agent itself. A sign-in from one not in the
 * list mails the account, in the same transaction that adds it, so two parallel sign-ins mail once. An account's very
 * first sign-in only starts the list: there is nothing yet to tell it apart from.
 */
export const KNOWN_BROWSERS = "knownBrowsers";

/** The most browsers remembered per account; the oldest is forgotten first (and mails again if it comes back). */
export const KNOWN_BROWSERS_MAX = 20;

const MAIL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface SignIn {
  uid: string;
  email: string;
  userAgent: string;
  address: string;
}

/** Remembers the browser of a successful sign-in; answers whether it was new and so mailed. */
export async function noteSignInBrowser({ uid, email, userAgent, address }: SignIn): Promise<boolean> {
  const ref = db().collection(KNOWN_BROWSERS).doc(uid);
  const seen = browserDigest(userAgent);
  return db().runTransaction(async (transaction) => {
    const record = await transaction.get(ref);
    const digests: string[] = record.exists ? ((record.get("digests") as string[] | undefined) ?? []) : [];
    if (digests.includes(seen)) return false;
    transaction.set(ref, { digests: [...digests, seen].slice(-KNOWN_BROWSERS_MAX), updatedAt: FieldValue.serverTimestamp() });
    if (!record.exists) return false;
    const { browser, system } = describeClient(userAgent);
    transaction.create(db().collection(MAIL).doc(), {
      to: email,
      message: newBrowserMessage({ browser, system, address: shortenAddress(address), at: new Date(), profileLink: `${siteOrigin()}/profile` }),
      purpose: "new-browser",
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
    });
    return true;
  });
}

