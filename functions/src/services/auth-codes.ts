import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { CODE_RULES } from "../contract/limits";
import { db } from "../firebase";
import { queueCodeEmail, type CodePurpose } from "./mail-outbox";
import { digest, hashCode, newCode, newSalt, sameHash } from "./secrets";

/**
 * One live code per email and purpose, in authCodes/{purpose_digest(email)}:
 * {uid, codeHash, salt, expiresAt, wrongTries}, and after a good reset code {uid, verifiedTokenDigest, expiresAt}.
 * `expiresAt` is also the field of a Firestore TTL policy that sweeps dead records in production.
 * A new code overwrites the document, which is what kills the old one.
 */
export const AUTH_CODES = "authCodes";

const codeRef = (purpose: CodePurpose, email: string) => db().collection(AUTH_CODES).doc(`${purpose}_${digest(email)}`);

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** Stores a fresh code's hash and queues its email in the caller's transaction. */
export function writeCode(transaction: Transaction, purpose: CodePurpose, email: string, uid: string): void {
  const code = newCode();
  const salt = newSalt();
  transaction.set(codeRef(purpose, email), {
    uid,
    codeHash: hashCode(code, salt),
    salt,
    wrongTries: 0,
    expiresAt: Timestamp.fromMillis(Date.now() + CODE_RULES.lifetimeMs),
  });
  queueCodeEmail(transaction, email, purpose, code);
}

export async function sendCode(purpose: CodePurpose, email: string, uid: string): Promise<void> {
  await db().runTransaction(async (transaction) => writeCode(transaction, purpose, email, uid));
}

/**
 * Checks a code: answers the account's uid when it is right, null otherwise.
 * A wrong guess counts against a live code and the last allowed one kills it.
 * A right code is used up; with `verifiedToken` it becomes a short-lived mark that only that token opens.
 */
export async function checkCode(
  purpose: CodePurpose,
  email: string,
  code: string,
  verifiedToken?: string,
): Promise<string | null> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    const now = Date.now();
    if (!data || typeof data.codeHash !== "string" || millis(data.expiresAt) <= now) return null;
    if (!sameHash(hashCode(code, String(data.salt)), data.codeHash)) {
      const wrongTries = Number(data.wrongTries ?? 0) + 1;
      if (wrongTries >= CODE_RULES.maxWrongTries) transaction.delete(ref);
      else transaction.update(ref, { wrongTries });
      return null;
    }
    const uid = String(data.uid);
    if (verifiedToken) {
      transaction.set(ref, {
        uid,
        verifiedTokenDigest: digest(verifiedToken),
        expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs),
      });
    } else {
      transaction.delete(ref);
    }
    return uid;
  });
}

/** Uses up a "verified" mark left by checkCode, given its token: answers the uid once, then never again. */
export async function takeVerified(purpose: CodePurpose, email: string, token: string): Promise<string | null> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    if (typeof data?.verifiedTokenDigest !== "string" || millis(data.expiresAt) <= Date.now()) return null;
    if (!sameHash(digest(token), data.verifiedTokenDigest)) return null;
    transaction.delete(ref);
    return String(data.uid);
  });
}
