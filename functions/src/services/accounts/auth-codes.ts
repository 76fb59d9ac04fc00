import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { CODE_RULES, DAY_MS, RESET_LINK_LIFETIME_MS } from "../../contract/limits";
import { db } from "../../firebase";
import { queueCodeEmail, type CodePurpose } from "../mail/outbox";
import { digest, hashCode, newCode, newSalt, randomToken, sameHash } from "../secrets";

/**
 * The codes of one email and purpose, in authCodes/{purpose_digest(email)}:
 * {codes: [{uid, codeHash, salt, sentAt, expiresAt}], verified?: {uid, tokenDigest, expiresAt}, link?: {uid, tokenDigest,
 * expiresAt}, expiresAt}.
 * A new code joins the last few instead of replacing them, so asking for a code (anyone can) never spoils the
 * one the inbox's owner is typing. Any live code verifies; using one kills them all.
 * Codes sent today are kept past their 10 minutes: when the inbox's daily mail cap is spent, a request renews
 * the newest one instead of mailing a new one (code-delivery.ts), so the code already in the inbox works again.
 * How many tries anyone may make is limited before a code is checked (code-sending.ts).
 * A reset mail also carries a one-time link (`link`): a 192-bit random token, stored as its digest, that stands in for
 * the code. Nobody can guess it, so trying it counts against nothing and a stranger's wrong codes never stop it. Only
 * the newest mail's link works (each new reset mail replaces it), for RESET_LINK_LIFETIME_MS, once, and any reset
 * (by link or code) ends it. `resetLinks/{digest(token)} = {email, expiresAt}` finds the email from the token alone.
 * The top-level `expiresAt` is the field of a Firestore TTL policy that sweeps dead records in production.
 */
export const AUTH_CODES = "authCodes";
export const RESET_LINKS = "resetLinks";

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
const linkRef = (tokenDigest: string) => db().collection(RESET_LINKS).doc(tokenDigest);

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

/** A verified mark or a reset link that is still alive. */
function liveToken(data: Record<string, unknown> | undefined, field: "verified" | "link", now: number): Verified | null {
  const mark = data?.[field] as Partial<Verified> | undefined;
  if (typeof mark?.tokenDigest !== "string" || typeof mark.uid !== "string" || millis(mark.expiresAt) <= now) return null;
  return mark as Verified;
}
const liveVerified = (data: Record<string, unknown> | undefined, now: number) => liveToken(data, "verified", now);
const liveLink = (data: Record<string, unknown> | undefined, now: number) => liveToken(data, "link", now);

/** Writes what is left, or deletes the record when nothing is; the TTL keeps it while any part can still be used. */
function store(
  transaction: Transaction,
  ref: FirebaseFirestore.DocumentReference,
  codes: StoredCode[],
  verified: Verified | null,
  link: Verified | null = null,
) {
  const keptUntil = Math.max(
    0,
    ...codes.map((code) => sentAtOf(code) + DAY_MS),
    verified ? millis(verified.expiresAt) : 0,
    link ? millis(link.expiresAt) : 0,
  );
  if (keptUntil === 0) {
    transaction.delete(ref);
    return;
  }
  transaction.set(ref, { codes, ...(verified ? { verified } : {}), ...(link ? { link } : {}), expiresAt: Timestamp.fromMillis(keptUntil) });
}

/** Deletes the codes of an email and purpose, and the finder of its reset link. */
function removeAll(transaction: Transaction, ref: FirebaseFirestore.DocumentReference, data: Record<string, unknown> | undefined) {
  const link = data?.link as Partial<Verified> | undefined;
  if (typeof link?.tokenDigest === "string") transaction.delete(linkRef(link.tokenDigest));
  transaction.delete(ref);
}

/**
 * Adds a fresh code beside the last ones and queues its email, in the caller's transaction, so a code
 * is never stored without its email. Reads first: call it before the transaction's other writes.
 * With `linkOrigin`, a reset mail also carries a new one-time link on that origin, which replaces the last one.
 */
export async function writeCode(transaction: Transaction, purpose: CodePurpose, email: string, uid: string, linkOrigin?: string): Promise<void> {
  const now = Date.now();
  const ref = codeRef(purpose, email);
  const data = (await transaction.get(ref)).data();
  let link = liveLink(data, now);
  let linkUrl: string | undefined;
  if (purpose === "reset" && linkOrigin) {
    const old = data?.link as Partial<Verified> | undefined;
    if (typeof old?.tokenDigest === "string") transaction.delete(linkRef(old.tokenDigest));
    const token = randomToken();
    link = { uid, tokenDigest: digest(token), expiresAt: Timestamp.fromMillis(now + RESET_LINK_LIFETIME_MS) };
    // A day past the link's own expiry, so a renewal (renewNewestCode) never outlives its finder.
    transaction.create(linkRef(link.tokenDigest), { email, expiresAt: Timestamp.fromMillis(now + RESET_LINK_LIFETIME_MS + DAY_MS) });
    linkUrl = `${linkOrigin}/forgot?${new URLSearchParams({ token }).toString()}`;
  }
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
  store(transaction, ref, kept, liveVerified(data, now), link);
  queueCodeEmail(transaction, email, purpose, code, linkUrl);
}

export async function sendCode(purpose: CodePurpose, email: string, uid: string, linkOrigin?: string): Promise<void> {
  await db().runTransaction(async (transaction) => writeCode(transaction, purpose, email, uid, linkOrigin));
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
    // The newest mail's link is the live one: it gets its time back with the code beside it.
    const link = data?.link as Verified | undefined;
    const renewedLink = link && typeof link.tokenDigest === "string" && link.uid === uid ? { ...link, expiresAt: Timestamp.fromMillis(now + RESET_LINK_LIFETIME_MS) } : null;
    store(transaction, ref, [...codes.slice(0, -1), renewed], liveVerified(data, now), renewedLink);
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
      store(transaction, ref, [], verified, liveLink(data, now));
    } else {
      removeAll(transaction, ref, data);
    }
    return match.uid;
  });
}

/**
 * Uses up a "verified" mark left by checkCode, or the mail's one-time link, given its token: answers the uid once,
 * then never again. Either one ends the other, and every code of the email with them.
 */
export async function takeVerified(purpose: CodePurpose, email: string, token: string): Promise<string | null> {
  const ref = codeRef(purpose, email);
  return db().runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const now = Date.now();
    const given = digest(token);
    const mark = [liveVerified(data, now), liveLink(data, now)].find((each) => each && sameHash(given, each.tokenDigest));
    if (!mark) return null;
    removeAll(transaction, ref, data);
    return mark.uid;
  });
}

/** The email a live reset link was mailed to, without using it; null for a dead, used, replaced or made-up one. */
export async function resetLinkEmail(token: string): Promise<string | null> {
  const tokenDigest = digest(token);
  const finder = await linkRef(tokenDigest).get();
  const email = finder.get("email");
  if (typeof email !== "string") return null;
  const link = liveLink((await codeRef("reset", email).get()).data(), Date.now());
  return link && sameHash(tokenDigest, link.tokenDigest) ? email : null;
}
