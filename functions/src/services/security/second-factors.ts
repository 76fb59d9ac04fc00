import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { Secret, TOTP } from "otpauth";
import { CODE_RULES, DAY_MS } from "../../contract/limits";
import { SECURITY_MESSAGES, SECURITY_RULES } from "../../contract/security";
import { SITE_NAME } from "../../contract/site";
import { auth, db } from "../../firebase";
import { DomainError } from "../domain-error";
import { consume, type Bucket } from "../rate-limits";
import { hashCode, newSalt, sameHash } from "../secrets";
import { openSecret, sealSecret } from "./factor-key";

/**
 * An account's second factors, in secondFactors/{uid} (closed to clients by firestore.rules):
 * {totp?: {secret, addedAt, lastStep}, totpPending?: {secret, expiresAt}, recoveryCodes: [{hash, salt}], passkeys}.
 * `secret` is the TOTP key sealed with FACTOR_KEY (factor-key.ts); `lastStep` is the last 30-second step whose code
 * was accepted, so each code works once; recovery codes are kept only as salted HMACs, the unused ones; `passkeys`
 * counts the account's passkeys/{id} documents (passkeys.ts), so one read tells whether the account has a factor.
 */
export const SECOND_FACTORS = "secondFactors";

const TOTP_PERIOD_S = 30;
const TOTP_WINDOW = 1;

export const factorsRef = (uid: string) => db().collection(SECOND_FACTORS).doc(uid);

interface StoredRecovery {
  hash: string;
  salt: string;
}

export interface FactorState {
  totp: { secret: string; addedAt: Timestamp; lastStep: number } | null;
  totpPending: { secret: string; expiresAt: Timestamp } | null;
  recoveryCodes: StoredRecovery[];
  passkeys: number;
}

export function readFactors(data: Record<string, unknown> | undefined): FactorState {
  const totp = data?.totp as FactorState["totp"] | undefined;
  const pending = data?.totpPending as FactorState["totpPending"] | undefined;
  return {
    totp: typeof totp?.secret === "string" ? totp : null,
    totpPending: typeof pending?.secret === "string" ? pending : null,
    recoveryCodes: Array.isArray(data?.recoveryCodes) ? (data.recoveryCodes as StoredRecovery[]) : [],
    passkeys: typeof data?.passkeys === "number" ? data.passkeys : 0,
  };
}

export const hasFactor = (state: FactorState) => state.totp !== null || state.passkeys > 0;

export async function factorsOf(uid: string): Promise<FactorState> {
  return readFactors((await factorsRef(uid).get()).data());
}

/** Whether the account has a second factor: then signing in needs it, and so do the owner's controls. */
export async function accountHasFactor(uid: string): Promise<boolean> {
  return hasFactor(await factorsOf(uid));
}

/** The methods the second step of a sign-in may use. */
export function methodsOf(state: FactorState): ("totp" | "passkey" | "recovery")[] {
  return [
    ...(state.totp ? (["totp"] as const) : []),
    ...(state.passkeys > 0 ? (["passkey"] as const) : []),
    ...(state.recoveryCodes.length > 0 ? (["recovery"] as const) : []),
  ];
}

const totpFor = (secret: string, label: string) =>
  new TOTP({ issuer: SITE_NAME, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/**
 * Starts enrolling an authenticator app: a new secret waits, sealed, for its first good code. Answers the secret
 * (shown as text) and the otpauth:// address the QR code carries.
 */
export async function startTotp(uid: string): Promise<{ secret: string; otpauthUrl: string }> {
  const label = (await auth().getUser(uid)).email ?? uid;
  const secret = new Secret({ size: 20 }).base32;
  await db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (state.totp) throw new DomainError("conflict", SECURITY_MESSAGES.totpAlreadyOn);
    transaction.set(
      factorsRef(uid),
      { totpPending: { secret: sealSecret(secret, uid), expiresAt: Timestamp.fromMillis(Date.now() + SECURITY_RULES.totpEnrolmentMs) } },
      { merge: true },
    );
  });
  return { secret, otpauthUrl: totpFor(secret, label).toString() };
}

/** The 30-second step a code belongs to, within one step either side of now, or null when it is no good. */
function acceptedStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** Ten new recovery codes: 10 base32 letters each (50 bits), shown as "abcde-fghij". */
function newRecoveryCodes(): { shown: string[]; stored: StoredRecovery[] } {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const shown: string[] = [];
  const stored: StoredRecovery[] = [];
  for (let index = 0; index < SECURITY_RULES.recoveryCodes; index++) {
    // 256 is a multiple of 32: every letter is equally likely.
    const letters = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
    const salt = newSalt();
    shown.push(`${letters.slice(0, 5)}-${letters.slice(5)}`);
    stored.push({ hash: hashCode(letters, salt), salt });
  }
  return { shown, stored };
}

/**
 * Finishes enrolment with one good code. The code's step counts as used. The first factor of an account comes with
 * ten recovery codes, answered once; a later one keeps the codes the account has.
 */
export async function confirmTotp(uid: string, code: string): Promise<{ recoveryCodes?: string[] }> {
  return db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (state.totp) throw new DomainError("conflict", SECURITY_MESSAGES.totpAlreadyOn);
    const pending = state.totpPending;
    if (!pending || pending.expiresAt.toMillis() <= Date.now()) throw new DomainError("invalid", SECURITY_MESSAGES.noEnrolment);
    const secret = openSecret(pending.secret, uid);
    const step = acceptedStep(secret, code, Date.now());
    if (step === null) throw new DomainError("invalid", SECURITY_MESSAGES.wrongCode, { code: SECURITY_MESSAGES.wrongCode });
    const fresh = hasFactor(state) && state.recoveryCodes.length > 0 ? null : newRecoveryCodes();
    transaction.set(
      factorsRef(uid),
      {
        totp: { secret: pending.secret, addedAt: Timestamp.now(), lastStep: step },
        totpPending: FieldValue.delete(),
        ...(fresh ? { recoveryCodes: fresh.stored } : {}),
      },
      { merge: true },
    );
    return fresh ? { recoveryCodes: fresh.shown } : {};
  });
}

/** Removes the authenticator app; with no factor left, the recovery codes go too (they recover nothing). */
export async function removeTotp(uid: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (!state.totp) throw new DomainError("not-found", SECURITY_MESSAGES.noTotp);
    const last = state.passkeys === 0;
    transaction.set(
      factorsRef(uid),
      { totp: FieldValue.delete(), totpPending: FieldValue.delete(), ...(last ? { recoveryCodes: [] } : {}) },
      { merge: true },
    );
  });
}

/** Replaces the recovery codes with ten new ones, answered once. */
export async function remakeRecoveryCodes(uid: string): Promise<string[]> {
  return db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (!hasFactor(state)) throw new DomainError("invalid", SECURITY_MESSAGES.recoveryNeedsFactor);
    const fresh = newRecoveryCodes();
    transaction.set(factorsRef(uid), { recoveryCodes: fresh.stored }, { merge: true });
    return fresh.shown;
  });
}

/** Recovery codes for a first passkey, in the passkey's own transaction (passkeys.ts). */
export function recoveryCodesForFirstFactor(transaction: Transaction, uid: string, state: FactorState): string[] | undefined {
  if (hasFactor(state) && state.recoveryCodes.length > 0) return undefined;
  const fresh = newRecoveryCodes();
  transaction.set(factorsRef(uid), { recoveryCodes: fresh.stored }, { merge: true });
  return fresh.shown;
}

/**
 * Wrong codes are limited like the emailed codes (code-sending.ts): per account and address in ten minutes (a
 * stranger's tries stop at their own address), and per account and day from anywhere, the ceiling that no forged
 * address gets past (docs/accounts.md, "Guessing a TOTP code"). Counted before the code is checked.
 */
export async function countFactorTry(uid: string, address: string): Promise<void> {
  const perAddress: Bucket = {
    name: "factor-tries-address",
    subject: `${uid}\n${address}`,
    limit: CODE_RULES.triesPerAddress,
    windowMs: CODE_RULES.lifetimeMs,
    message: SECURITY_MESSAGES.tooManyTries,
  };
  const perDay: Bucket = {
    name: "factor-tries-account",
    subject: uid,
    limit: CODE_RULES.triesPerEmailPerDay,
    windowMs: DAY_MS,
    message: SECURITY_MESSAGES.tooManyTriesToday,
  };
  await consume([perAddress, perDay]);
}

/** Checks an authenticator code: within one step of now, and of a later step than the last code used. */
export async function useTotpCode(uid: string, code: string): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (!state.totp) return false;
    const step = acceptedStep(openSecret(state.totp.secret, uid), code, Date.now());
    if (step === null || step <= state.totp.lastStep) return false;
    transaction.update(factorsRef(uid), { "totp.lastStep": step });
    return true;
  });
}

/** Uses a recovery code: a match is removed, so it works once. Answers how many are left, or null for no match. */
export async function useRecoveryCode(uid: string, code: string): Promise<number | null> {
  return db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    if (!hasFactor(state)) return null;
    // Every stored code is compared, so the time taken does not say which one matched.
    let match = -1;
    state.recoveryCodes.forEach((stored, index) => {
      if (sameHash(hashCode(code, stored.salt), stored.hash) && match < 0) match = index;
    });
    if (match < 0) return null;
    const left = state.recoveryCodes.filter((_, index) => index !== match);
    transaction.update(factorsRef(uid), { recoveryCodes: left });
    return left.length;
  });
}
