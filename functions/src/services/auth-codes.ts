import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { CODE_RULES, DAY_MS } from "../contract/limits";
import { db } from "../firebase";
import { queueCodeEmail, type CodePurpose } from "./mail-outbox";
import { digest, hashCode, newCode, newSalt, sameHash } from "./secrets";

/**
 * The codes of one email and purpose, in authCodes/{purpose_digest(email)}:
 * {codes: [{uid, codeHash, salt, sentAt, expiresAt}], verified?: {uid, tokenDigest, expiresAt}, expiresAt}.
 * A new code joins the last few instead of replacing them, so asking for a code (anyone can) never spoils the
 * one the inbox's owner is typing. Any live code verifies; using one kills them all.
 * Codes sent today are kept past their 10 minutes: when the inbox's daily mail cap is spent, a request renews
 * the newest one instead of mailing a new one (code-delivery.ts), so the code already in the inbox works again.
 * How many tries anyone may make is limited before a code is checked (code-sending.ts).
 * The top-level `expiresAt` is the field of a Firestore TTL policy that sweeps dead records in production.
 */
export const AUTH_CODES = "authCodes";

interface StoredCode {
  uid: string;
  codeHash: string;
  salt: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
}

interface Verified {
  uid: string;
  tokenDigest: string;
  expiresAt: Timestamp;
}

const codeRef = (purpose: CodePurpose, email: string) => db().collection(AUTH_CODES).doc(`${purpose}_${digest(email)}`);

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** When a code was mailed; records from before `sentAt` was kept tell it by the expiry. */
const sentAtOf = (code: StoredCode) => millis(code.sentAt) || millis(code.expiresAt) - CODE_RULES.lifetimeMs;

function isStoredCode(value: unknown): value is StoredCode {
  const code = value as Partial<StoredCode> | null;
  return typeof code?.codeHash === "string" && typeof code.salt === "string" && typeof code.uid === "string";
}

/** The codes mailed within the last day, oldest first: the ones an inbox may still hold and a renewal may revive. */
function recentCodes(data: Record<string, unknown> | undefined, now: number): StoredCode[] {
  const codes = Array.isArray(data?.codes) ? data.codes.filter(isStoredCode) : [];
  return codes.filter((code) => sentAtOf(code) + DAY_MS > now);
}

/** The codes that verify now. */
const liveCodes = (data: Record<string, unknown> | undefined, now: number) =>
  recentCodes(data, now).filter((code) => millis(code.expiresAt) > now);

function liveVerified(data: Record<string, unknown> | undefined, now: number): Verified | null {
  const verified = data?.verified as Partial<Verified> | undefined;
  if (typeof verified?.tokenDigest !== "string" || millis(verified.expiresAt) <= now) return null;
  return verified as Verified;
}

/** Writes what is left, or deletes the record when nothing is; the TTL keeps it while any part can still be used. */
function store(transaction: Transaction, ref: FirebaseFirestore.DocumentReference, codes: StoredCode[], verified: Verified | null) {
  const keptUntil = Math.max(0, ...codes.map((code) => sentAtOf(code) + DAY_MS), verified ? millis(verified.expiresAt) : 0);
  if (keptUntil === 0) {
    transaction.delete(ref);
    return;
  }
  transaction.set(ref, { codes, ...(verified ? { verified } : {}), expiresAt: Timestamp.fromMillis(keptUntil) });
}

/**
 * Adds a fresh code beside the last ones and queues its email, in the caller's transaction, so a code
 * is never stored without its email. Reads first: call it before the transaction's other writes.
 */
export async function writeCode(transaction: Transaction, purpose: CodePurpose, email: string, uid: string): Promise<void> {
  const now = Date.now();
  const ref = codeRef(purpose, email);
  const data = (await transaction.get(ref)).data();
  const code = newCode();
  const salt = newSalt();
  const fresh: StoredCode = {
    uid,
    codeHash: hashCode(code, salt),
    salt,
    sentAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs),
  };
  const kept = [...recentCodes(data, now), fresh].slice(-CODE_RULES.liveCodes);
  store(transaction, ref, kept, liveVerified(data, now));
  queueCodeEmail(transaction, email, purpose, code);
}

export async function sendCode(purpose: CodePurpose, email: string, uid: string): Promise<void> {
  await db().runTransaction(async (transaction) => writeCode(transaction, purpose, email, uid));
}

/**
 * Gives the newest code mailed today for this account a fresh lifetime, without mailing anything: the inbox
 * already holds it. Answers whether there was one to renew.
 */
export async function renewNewestCode(purpose: CodePurpose, email: string, uid: string): Promise<boolean> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const now = Date.now();
    const codes = recentCodes(data, now);
    const newest = codes.at(-1);
    if (!newest || newest.uid !== uid) return false;
    const renewed = { ...newest, expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs) };
    store(transaction, ref, [...codes.slice(0, -1), renewed], liveVerified(data, now));
    return true;
  });
}

/** The live code that `code` matches, if any; every live code is compared, so the time does not tell which. */
function matchOf(live: StoredCode[], code: string): StoredCode | undefined {
  const matches = live.map((stored) => sameHash(hashCode(code, stored.salt), stored.codeHash));
  return live[matches.indexOf(true)];
}

/** Whose account a code would open, without using it up: for a confirmation that needs more proof first. */
export async function codeOwner(purpose: CodePurpose, email: string, code: string): Promise<string | null> {
  const data = (await codeRef(purpose, email).get()).data();
  return matchOf(liveCodes(data, Date.now()), code)?.uid ?? null;
}

/**
 * Checks a code: answers the account's uid when it matches a live one, null otherwise.
 * A right code uses them all up; with `verifiedToken` it leaves a short-lived mark that only that token opens.
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
    const match = matchOf(liveCodes(data, now), code);
    if (!match) return null;
    if (verifiedToken) {
      const verified = { uid: match.uid, tokenDigest: digest(verifiedToken), expiresAt: Timestamp.fromMillis(now + CODE_RULES.lifetimeMs) };
      store(transaction, ref, [], verified);
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
