import { Timestamp } from "firebase-admin/firestore";
import { SECURITY_MESSAGES, SECURITY_RULES, type FactorProof } from "../../contract/security";
import { auth, db } from "../../firebase";
import { signInEndpoint } from "../accounts/password-sign-in";
import type { SessionClient } from "../accounts/sessions-service";
import { openSignedInSession } from "../accounts/signed-in";
import { recordAudit } from "../audit/audit-log";
import { DomainError } from "../domain-error";
import { digest, randomToken } from "../secrets";
import { provePasskey } from "./passkeys";
import { accountHasFactor, countFactorTry, factorsOf, methodsOf, useRecoveryCode, useTotpCode } from "./second-factors";

/**
 * The second step of signing in. The password step of an account with a factor starts no session: it stores
 * pendingSignIns/{digest(token)} = {uid, expiresAt} and answers the token, which lives five minutes and ends when
 * the second step succeeds. Only then is a session made, from a custom token exchanged for an ID token (the
 * password's ID token is never stored). Closed to clients (firestore.rules).
 */
export const PENDING_SIGN_INS = "pendingSignIns";

const pendingRef = (token: string) => db().collection(PENDING_SIGN_INS).doc(digest(token));

export async function beginSecondStep(uid: string): Promise<{ pendingToken: string; methods: ("totp" | "passkey" | "recovery")[] }> {
  const pendingToken = randomToken();
  await pendingRef(pendingToken).create({ uid, expiresAt: Timestamp.fromMillis(Date.now() + SECURITY_RULES.pendingSignInMs) });
  return { pendingToken, methods: methodsOf(await factorsOf(uid)) };
}

/** The account a live pending token stands for. */
export async function pendingUid(pendingToken: string): Promise<string> {
  const data = (await pendingRef(pendingToken).get()).data();
  const expiresAt = data?.expiresAt instanceof Timestamp ? data.expiresAt.toMillis() : 0;
  if (typeof data?.uid !== "string" || expiresAt <= Date.now()) throw new DomainError("unauthenticated", SECURITY_MESSAGES.pendingExpired);
  return data.uid;
}

export type ProofPurpose = "second-step" | "step-up";

/**
 * Checks one proof of a second factor for an account: a code of its authenticator app (each once), one of its
 * recovery codes (each once), or an answer of one of its passkeys. Codes are limited before they are checked;
 * a failure is audited.
 */
export async function proveFactor(uid: string, proof: FactorProof, address: string, purpose: ProofPurpose): Promise<void> {
  if (!(await accountHasFactor(uid))) throw new DomainError("invalid", SECURITY_MESSAGES.nothingToProve);
  if ("passkey" in proof) {
    try {
      await provePasskey(purpose, uid, proof.passkey.challengeId, proof.passkey.credential);
    } catch (error) {
      await recordAudit({ area: "security", action: "factor.fail", actorUid: uid, summary: "A passkey was refused.", address });
      throw error;
    }
    return;
  }
  await countFactorTry(uid, address);
  if ("code" in proof) {
    if (await useTotpCode(uid, proof.code)) return;
    await recordAudit({ area: "security", action: "factor.fail", actorUid: uid, summary: "A wrong authenticator code.", address });
    throw new DomainError("invalid", SECURITY_MESSAGES.wrongCode, { code: SECURITY_MESSAGES.wrongCode });
  }
  const left = await useRecoveryCode(uid, proof.recoveryCode);
  if (left === null) {
    await recordAudit({ area: "security", action: "factor.fail", actorUid: uid, summary: "A wrong recovery code.", address });
    throw new DomainError("invalid", SECURITY_MESSAGES.wrongRecoveryCode, { recoveryCode: SECURITY_MESSAGES.wrongRecoveryCode });
  }
  await recordAudit({ area: "security", action: "recovery.use", actorUid: uid, summary: `A recovery code was used; ${left} left.`, address });
}

/** A fresh ID token for an account that proved itself without a password step here (custom token exchange). */
async function freshIdToken(uid: string): Promise<string> {
  const token = await auth().createCustomToken(uid);
  const response = await fetch(signInEndpoint("signInWithCustomToken"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (body.error?.message?.startsWith("USER_DISABLED")) throw new DomainError("forbidden", "This account has been disabled.");
  if (!response.ok || !body.idToken) throw new DomainError("unavailable", "Login is unavailable right now. Please try again.");
  return body.idToken;
}

/** Finishes a two-step sign-in: the proof, then the session (which counts as having proved a factor now). */
export async function finishSecondStep(pendingToken: string, proof: FactorProof, client: SessionClient): Promise<string> {
  const { address } = client;
  const uid = await pendingUid(pendingToken);
  await proveFactor(uid, proof, address, "second-step");
  // Used once: a second success with the same token finds nothing.
  const removed = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(pendingRef(pendingToken));
    if (snapshot.exists) transaction.delete(snapshot.ref);
    return snapshot.exists;
  });
  if (!removed) throw new DomainError("unauthenticated", SECURITY_MESSAGES.pendingExpired);
  return openSessionFor(uid, client);
}

/** Signs in with a passkey alone: the passkey is both who and the factor. */
export async function passkeySignIn(challengeId: string, credential: Record<string, unknown>, client: SessionClient): Promise<string> {
  const { uid } = await provePasskey("sign-in", null, challengeId, credential);
  return openSessionFor(uid, client);
}

/** A session that proved a factor to start, for an account that signed in without a password step here. */
async function openSessionFor(uid: string, client: SessionClient): Promise<string> {
  const idToken = await freshIdToken(uid);
  const { email } = await auth().getUser(uid);
  return openSignedInSession(idToken, uid, email ?? "", client, true);
}
