import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { CODE_RULES } from "../contract/limits";
import { db } from "../firebase";
import { queueCodeEmail, type CodePurpose } from "./mail-outbox";
import { digest, hashCode, newCode, newSalt, sameHash } from "./secrets";

/**
 * The live codes of one email and purpose, in authCodes/{purpose_digest(email)}:
 * {codes: [{uid, codeHash, salt, wrongTries, expiresAt}], verified?: {uid, tokenDigest, expiresAt}, expiresAt}.
 * A new code joins the last few instead of replacing them, so asking for a code (anyone can) never spoils the
 * one the inbox's owner is typing. Any live code verifies; using one kills them all.
 * A wrong guess counts against every live code, and a code dies at CODE_RULES.maxWrongTries; how many guesses
 * one address may make is limited before this (code-sending.ts).
 * The top-level `expiresAt` is the field of a Firestore TTL policy that sweeps dead records in production.
 */
export const AUTH_CODES = "authCodes";

interface StoredCode {
  uid: string;
  codeHash: string;
  salt: string;
  wrongTries: number;
  expiresAt: Timestamp;
}

interface Verified {
  uid: string;
  tokenDigest: string;
  expiresAt: Timestamp;
}

const codeRef = (purpose: CodePurpose, email: string) => db().collection(AUTH_CODES).doc(`${purpose}_${digest(email)}`);

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

function isStoredCode(value: unknown): value is StoredCode {
  const code = value as Partial<StoredCode> | null;
  return typeof code?.codeHash === "string" && typeof code.salt === "string" && typeof code.uid === "string";
}

/** The codes still alive now: not expired and not guessed at too often. */
function liveCodes(data: Record<string, unknown> | undefined, now: number): StoredCode[] {
  const codes = Array.isArray(data?.codes) ? data.codes.filter(isStoredCode) : [];
  return codes.filter((code) => millis(code.expiresAt) > now && Number(code.wrongTries ?? 0) < CODE_RULES.maxWrongTries);
}

function liveVerified(data: Record<string, unknown> | undefined, now: number): Verified | null {
  const verified = data?.verified as Partial<Verified> | undefined;
  if (typeof verified?.tokenDigest !== "string" || millis(verified.expiresAt) <= now) return null;
  return verified as Verified;
}

/** Writes what is left, or deletes the record when nothing is. */
function store(transaction: Transaction, purpose: CodePurpose, email: string, codes: StoredCode[], verified: Verified | null) {
  const ref = codeRef(purpose, email);
  const expiries = [...codes.map((code) => millis(code.expiresAt)), verified ? millis(verified.expiresAt) : 0];
  const last = Math.max(...expiries);
  if (last === 0) {
    transaction.delete(ref);
    return;
  }
  transaction.set(ref, { codes, ...(verified ? { verified } : {}), expiresAt: Timestamp.fromMillis(last) });
}

/**
 * Adds a fresh code beside the last live ones and queues its email, in the caller's transaction, so a code
 * is never stored without its email. Reads first: call it before the transaction's other writes.
 */
export async function writeCode(transaction: Transaction, purpose: CodePurpose, email: string, uid: string): Promise<void> {
  const now = Date.now();
  const data = (await transaction.get(codeRef(purpose, email))).data();
  const code = newCode();
  const salt = newSalt();
  const fresh: StoredCode = {
    uid,
    codeHash: hashCode(code, salt),
    salt,
    wrongTries: 0,
    expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs),
  };
  const kept = [...liveCodes(data, now), fresh].slice(-CODE_RULES.liveCodes);
  store(transaction, purpose, email, kept, liveVerified(data, now));
  queueCodeEmail(transaction, email, purpose, code);
}

export async function sendCode(purpose: CodePurpose, email: string, uid: string): Promise<void> {
  await db().runTransaction(async (transaction) => writeCode(transaction, purpose, email, uid));
}

/**
 * Checks a code: answers the account's uid when it matches a live one, null otherwise.
 * A wrong guess counts against every live code. A right code uses them all up; with `verifiedToken` it
 * leaves a short-lived mark that only that token opens.
 */
export async function checkCode(
  purpose: CodePurpose,
  email: string,
  code: string,
  verifiedToken?: string,
): Promise<string | null> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const now = Date.now();
    const live = liveCodes(data, now);
    if (live.length === 0) return null;
    // Every live code is compared, so the time taken does not tell which one matched.
    const matches = live.map((stored) => sameHash(hashCode(code, stored.salt), stored.codeHash));
    const match = live[matches.indexOf(true)];
    if (!match) {
      const guessed = live.map((stored) => ({ ...stored, wrongTries: Number(stored.wrongTries ?? 0) + 1 }));
      const surviving = guessed.filter((stored) => stored.wrongTries < CODE_RULES.maxWrongTries);
      store(transaction, purpose, email, surviving, liveVerified(data, now));
      return null;
    }
    if (verifiedToken) {
      const verified = { uid: match.uid, tokenDigest: digest(verifiedToken), expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs) };
      store(transaction, purpose, email, [], verified);
    } else {
      transaction.delete(ref);
    }
    return match.uid;
  });
}

/** Uses up a "verified" mark left by checkCode, given its token: answers the uid once, then never again. */
export async function takeVerified(purpose: CodePurpose, email: string, token: string): Promise<string | null> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const verified = liveVerified((await transaction.get(ref)).data(), Date.now());
    if (!verified || !sameHash(digest(token), verified.tokenDigest)) return null;
    transaction.delete(ref);
    return verified.uid;
  });
}
