import { FieldValue, Timestamp } from "firebase-admin/firestore";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { SECURITY_MESSAGES, SECURITY_RULES, type PasskeySummary } from "../../contract/security";
import { SITE_NAME } from "../../contract/site";
import { relyingParty } from "../../config";
import { auth, db } from "../../firebase";
import { DomainError } from "../domain-error";
import { consume, HOUR_MS } from "../rate-limits";
import { digest, randomToken } from "../secrets";
import { factorsRef, readFactors, recoveryCodesForFirstFactor } from "./second-factors";

/**
 * Passkeys, through @simplewebauthn/server (no CBOR or signature code of ours): passkeys/{digest(credentialId)} =
 * {uid, credentialId, publicKey, counter, transports, name, createdAt, lastUsedAt}, found by the credential alone
 * for a sign-in with a passkey alone (a discoverable credential names its account through userHandle, which we
 * check against the stored uid). Each ceremony's challenge lives in passkeyChallenges/{id} = {challenge, purpose,
 * uid, expiresAt}: made by the server, used once (deleted when checked, right or wrong), and dead after five minutes.
 * Both collections are closed to clients (firestore.rules).
 */
export const PASSKEYS = "passkeys";
export const PASSKEY_CHALLENGES = "passkeyChallenges";

type Purpose = "register" | "sign-in" | "second-step" | "step-up";

const passkeyRef = (id: string) => db().collection(PASSKEYS).doc(id);
const challengeRef = (id: string) => db().collection(PASSKEY_CHALLENGES).doc(id);

async function storeChallenge(challenge: string, purpose: Purpose, uid: string | null): Promise<string> {
  const challengeId = randomToken();
  await challengeRef(challengeId).create({ challenge, purpose, uid, expiresAt: Timestamp.fromMillis(Date.now() + SECURITY_RULES.challengeMs) });
  return challengeId;
}

/** Takes a challenge: it is deleted whatever happens next, so an answer is checked against it at most once. */
async function takeChallenge(challengeId: string, purpose: Purpose, uid: string | null): Promise<string> {
  const data = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(challengeRef(challengeId));
    if (snapshot.exists) transaction.delete(snapshot.ref);
    return snapshot.data();
  });
  const expiresAt = data?.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : 0;
  if (!data || data.purpose !== purpose || (uid !== null && data.uid !== uid) || expiresAt <= Date.now() || typeof data.challenge !== "string") {
    throw new DomainError("invalid", SECURITY_MESSAGES.challengeExpired);
  }
  return data.challenge;
}

async function passkeysOf(uid: string) {
  const found = await db().collection(PASSKEYS).where("uid", "==", uid).limit(SECURITY_RULES.maxPasskeys + 1).get();
  return found.docs;
}

export async function listPasskeys(uid: string): Promise<PasskeySummary[]> {
  const docs = await passkeysOf(uid);
  return docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        name: String(data.name ?? ""),
        createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
        lastUsedAt: data.lastUsedAt instanceof Timestamp ? data.lastUsedAt.toDate().toISOString() : null,
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The options for adding a passkey: a discoverable credential, so it can sign in alone later. */
export async function registrationOptions(uid: string): Promise<{ challengeId: string; options: Record<string, unknown> }> {
  const [existing, user] = await Promise.all([passkeysOf(uid), auth().getUser(uid)]);
  const userName = user.email ?? uid;
  if (existing.length >= SECURITY_RULES.maxPasskeys) throw new DomainError("conflict", SECURITY_MESSAGES.tooManyPasskeys);
  const options = await generateRegistrationOptions({
    rpName: SITE_NAME,
    rpID: relyingParty().id,
    userName,
    userID: new TextEncoder().encode(uid),
    attestationType: "none",
    excludeCredentials: existing.map((doc) => ({ id: String(doc.data().credentialId), transports: doc.data().transports as string[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { challengeId: await storeChallenge(options.challenge, "register", uid), options: { ...options } };
}

/** Checks the authenticator's answer and stores the passkey; the account's first factor brings recovery codes. */
export async function addPasskey(
  uid: string,
  name: string,
  challengeId: string,
  credential: Record<string, unknown>,
): Promise<{ id: string; recoveryCodes?: string[] }> {
  const challenge = await takeChallenge(challengeId, "register", uid);
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw new DomainError("invalid", SECURITY_MESSAGES.passkeyRefused);
  }
  if (!verification.verified) throw new DomainError("invalid", SECURITY_MESSAGES.passkeyRefused);
  const { credential: made } = verification.registrationInfo;
  const id = digest(made.id);
  return db().runTransaction(async (transaction) => {
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    const already = await transaction.get(passkeyRef(id));
    if (already.exists) throw new DomainError("conflict", "This passkey is registered already.");
    if (state.passkeys >= SECURITY_RULES.maxPasskeys) throw new DomainError("conflict", SECURITY_MESSAGES.tooManyPasskeys);
    const recoveryCodes = recoveryCodesForFirstFactor(transaction, uid, state);
    transaction.create(passkeyRef(id), {
      uid,
      name,
      credentialId: made.id,
      publicKey: Buffer.from(made.publicKey).toString("base64url"),
      counter: made.counter,
      transports: made.transports ?? [],
      createdAt: Timestamp.now(),
      lastUsedAt: null,
    });
    transaction.set(factorsRef(uid), { passkeys: FieldValue.increment(1) }, { merge: true });
    return { id, ...(recoveryCodes ? { recoveryCodes } : {}) };
  });
}

async function ownPasskey(uid: string, id: string) {
  const snapshot = await passkeyRef(id).get();
  // Another account's passkey answers as if there were none: ids say nothing about other people.
  if (!snapshot.exists || snapshot.data()?.uid !== uid) throw new DomainError("not-found", SECURITY_MESSAGES.passkeyNotFound);
  return snapshot;
}

export async function renamePasskey(uid: string, id: string, name: string): Promise<void> {
  const snapshot = await ownPasskey(uid, id);
  await snapshot.ref.update({ name });
}

/** Removes a passkey; with no factor left, the recovery codes go too. Answers the removed passkey's name. */
export async function removePasskey(uid: string, id: string): Promise<string> {
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(passkeyRef(id));
    if (!snapshot.exists || snapshot.data()?.uid !== uid) throw new DomainError("not-found", SECURITY_MESSAGES.passkeyNotFound);
    const state = readFactors((await transaction.get(factorsRef(uid))).data());
    const left = Math.max(0, state.passkeys - 1);
    transaction.delete(snapshot.ref);
    transaction.set(factorsRef(uid), { passkeys: left, ...(left === 0 && !state.totp ? { recoveryCodes: [] } : {}) }, { merge: true });
    return String(snapshot.data()?.name ?? "");
  });
}

/**
 * Options for proving a passkey: for one account (the second step, a step-up: its passkeys are allowed), or for
 * whoever the authenticator holds (a sign-in with a passkey alone: none listed, the browser offers its own).
 * Anonymous requests are limited per address, as each one stores a challenge.
 */
export async function authenticationOptions(
  purpose: Exclude<Purpose, "register">,
  uid: string | null,
  address: string,
): Promise<{ challengeId: string; options: Record<string, unknown> }> {
  if (uid === null) {
    await consume([
      { name: "passkey-options-address", subject: address, limit: 60, windowMs: HOUR_MS, message: "Too many passkey requests. Please try again in {wait}." },
    ]);
  }
  const allowCredentials = uid === null ? undefined : (await passkeysOf(uid)).map((doc) => ({ id: String(doc.data().credentialId), transports: doc.data().transports as string[] }));
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, allowCredentials, userVerification: "preferred" });
  return { challengeId: await storeChallenge(options.challenge, purpose, uid), options: { ...options } };
}

/**
 * Checks a passkey's answer against its challenge and the stored public key; answers the account it proves. For
 * `uid` null (a passkey alone), the account is the passkey's own, and the authenticator's userHandle must name it.
 */
export async function provePasskey(
  purpose: Exclude<Purpose, "register">,
  uid: string | null,
  challengeId: string,
  credential: Record<string, unknown>,
): Promise<{ uid: string; passkeyId: string; name: string }> {
  const challenge = await takeChallenge(challengeId, purpose, uid);
  const response = credential as unknown as AuthenticationResponseJSON;
  const id = digest(String(response.id));
  const snapshot = await passkeyRef(id).get();
  const data = snapshot.data();
  if (!data || (uid !== null && data.uid !== uid)) throw new DomainError("unauthenticated", SECURITY_MESSAGES.passkeyUnknown);
  const owner = String(data.uid);
  const handle = response.response?.userHandle;
  if (uid === null && handle !== undefined && (typeof handle !== "string" || Buffer.from(handle, "base64url").toString("utf8") !== owner)) {
    throw new DomainError("unauthenticated", SECURITY_MESSAGES.passkeyRefused);
  }
  const rp = relyingParty();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: String(data.credentialId),
        publicKey: new Uint8Array(Buffer.from(String(data.publicKey), "base64url")),
        counter: Number(data.counter ?? 0),
        transports: data.transports as string[],
      },
      requireUserVerification: false,
    });
  } catch {
    throw new DomainError("unauthenticated", SECURITY_MESSAGES.passkeyRefused);
  }
  if (!verification.verified) throw new DomainError("unauthenticated", SECURITY_MESSAGES.passkeyRefused);
  await snapshot.ref.update({ counter: verification.authenticationInfo.newCounter, lastUsedAt: Timestamp.now() });
  return { uid: owner, passkeyId: id, name: String(data.name ?? "") };
}
