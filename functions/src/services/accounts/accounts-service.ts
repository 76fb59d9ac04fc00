import type { UserRecord } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import * as logs from "../../logs";
import { ABUSE_LIMITS, SIGNUPS_PER_ADDRESS_PER_HOUR } from "../../contract/limits";
import { DEFAULT_PROFILE_IMAGE } from "../../contract/site";
import { CONFIRM_MESSAGES, type SignupRequest } from "../../contract/users";
import { ownerAccount } from "../../config";
import { auth, db } from "../../firebase";
import { DomainError } from "../domain-error";
import { checkCode, codeOwner, writeCode } from "./auth-codes";
import { assertStillMailedTo, isConfirmedFor } from "./confirmed-email";
import { deliverCode, countMailedCode } from "./code-delivery";
import { countCodeRequest, countCodeTry, countSignupCode } from "./code-sending";
import { grantOwnerIfConfigured } from "./owner-account";
import { signInWithPassword } from "./password-sign-in";
import { digest, randomToken, sameHash } from "../secrets";
import { consume, HOUR_MS, type Bucket } from "../rate-limits";
import { assertSiteRoom, countSiteOne, type SiteCap } from "../site-counters";
import { isExpiredClaim, isExpiredUser, keepConfirmed, removeIfExpired, removeUnconfirmed, unconfirmedExpiry } from "./unconfirmed-accounts";
import { startSubscriptions } from "../mail/subscriptions-service";
import { ACCOUNTS, findAuthUser, USERNAMES, USERS } from "./users-service";

const TAKEN = {
  username: "This username is already taken.",
  email: "An account with this email already exists.",
} as const;

export const INVALID_CODE = "Invalid or expired code. Check your latest email or ask for a new code.";

const taken = (errors: Partial<Record<keyof typeof TAKEN, string>>) =>
  new DomainError("conflict", Object.values(errors)[0] ?? TAKEN.username, errors);

/** The owner's username is reserved for the owner's email, even before the owner registers. */
function reservedFor(username: string, email: string): boolean {
  const owner = ownerAccount();
  return owner.username !== "" && username === owner.username && email !== owner.email;
}

/**
 * An account that never proved its inbox holds its email only until someone who can read that inbox comes:
 * a signup with the same email replaces it. Whoever made it may not be the inbox's owner (they chose the
 * password without reading a single email), and confirming needs more than the code (confirmEmail), so
 * replacing it takes nothing from anyone.
 */
async function pendingAccountOf(user: UserRecord | null): Promise<string | null> {
  if (!user || user.emailVerified) return null;
  const account = await db().collection(ACCOUNTS).doc(user.uid).get();
  if (account.get("emailConfirmed") === true) return null;
  // An Auth user without records for under a minute is a signup still writing them: left to finish.
  if (!account.exists && !(await isExpiredUser(user))) return null;
  return user.uid;
}

/**
 * The username and email must be free. An email held by an unconfirmed account is answered with the uid to
 * replace; a username held by an account that expired unconfirmed is freed here (the TTL sweep may not have
 * run yet).
 */
async function assertFree(username: string, email: string): Promise<string | null> {
  const [claim, existing] = await Promise.all([db().collection(USERNAMES).doc(username).get(), findAuthUser(email)]);
  const pendingUid = await pendingAccountOf(existing);
  const errors: Partial<Record<keyof typeof TAKEN, string>> = {};
  const claimUid = claim.get("uid");
  const claimFreeable = claim.exists && typeof claimUid === "string" && (claimUid === pendingUid || isExpiredClaim(claim.data()));
  if ((claim.exists && !claimFreeable) || reservedFor(username, email)) errors.username = TAKEN.username;
  if (existing && !pendingUid) errors.email = TAKEN.email;
  if (Object.keys(errors).length > 0) throw taken(errors);
  if (claimFreeable && claimUid !== pendingUid && !(await removeUnconfirmed(claimUid))) throw taken({ username: TAKEN.username });
  return pendingUid;
}

export const SIGNUPS: SiteCap = {
  name: "signups",
  limit: ABUSE_LIMITS.signupsPerHour,
  message: "Too many new accounts on the site right now. Please try again in {wait}.",
};

/** Signups per network address and hour: each one mails a stranger's inbox, so they are bounded. */
const signupBucket = (address: string): Bucket => ({
  name: "signup-address",
  subject: address,
  limit: SIGNUPS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
  message: "Too many new accounts from your network. Please try again in {wait}.",
});

/**
 * Creates the Auth user, then the profile, private account data, username claim and first code in one
 * transaction. Two people racing for a username: the transaction lets one win and the loser's
 * Auth user is deleted again. A crash between the two steps leaves an Auth user that the next
 * signup with that email replaces. The records carry a TTL until the email is confirmed.
 * Answers the signup's secret: confirming needs it (or the password) beside the emailed code.
 */
export async function createAccount(form: SignupRequest, address: string): Promise<string> {
  await assertSiteRoom(SIGNUPS);
  await consume([signupBucket(address)]);
  const replacing = await assertFree(form.username, form.email);
  await countSignupCode(form.email, address);
  await countMailedCode(form.email);
  await countSiteOne(SIGNUPS);
  if (replacing && !(await removeUnconfirmed(replacing))) throw taken({ email: TAKEN.email });
  const user = await auth()
    .createUser({ email: form.email, password: form.password, displayName: form.name, emailVerified: false })
    .catch((error: { code?: string }) => {
      if (error.code === "auth/email-already-exists") throw taken({ email: TAKEN.email });
      throw error;
    });
  const signupToken = randomToken();
  try {
    await db().runTransaction(async (transaction) => {
      const usernameRef = db().collection(USERNAMES).doc(form.username);
      if ((await transaction.get(usernameRef)).exists) throw taken({ username: TAKEN.username });
      await writeCode(transaction, "confirm", form.email, user.uid);
      const createdAt = FieldValue.serverTimestamp();
      const expiresAt = unconfirmedExpiry();
      transaction.create(usernameRef, { uid: user.uid, expiresAt });
      transaction.create(db().collection(USERS).doc(user.uid), {
        name: form.name,
        username: form.username,
        profileImage: DEFAULT_PROFILE_IMAGE,
        followers: 0,
        following: 0,
        score: 0,
        createdAt,
        expiresAt,
      });
      transaction.create(db().collection(ACCOUNTS).doc(user.uid), {
        email: form.email,
        emailConfirmed: false,
        signupProof: digest(signupToken),
        createdAt,
        expiresAt,
      });
    });
  } catch (error) {
    // If this cleanup fails too, the next signup with this email replaces what is left.
    await auth()
      .deleteUser(user.uid)
      .catch(logs.halfMadeSignupNotRemoved);
    throw error;
  }
  return signupToken;
}

/** What shows that the person confirming is the one who signed up: the signup's secret, or its password. */
export interface SignupProof {
  signupToken?: string | undefined;
  password?: string | undefined;
}

/**
 * The code proves the inbox; this proves the password was chosen by the same person. Without it, anyone could
 * sign up with a stranger's email and a password of their own, and wait for the stranger to type the code
 * that arrives: the account would be confirmed with the intruder's password.
 */
async function assertSameSigner(uid: string, email: string, proof: SignupProof): Promise<void> {
  if (proof.signupToken) {
    const stored = (await db().collection(ACCOUNTS).doc(uid).get()).get("signupProof");
    if (typeof stored === "string" && sameHash(digest(proof.signupToken), stored)) return;
  }
  if (!proof.password) throw new DomainError("invalid", CONFIRM_MESSAGES.passwordNeeded, { password: CONFIRM_MESSAGES.passwordNeeded });
  const result = await signInWithPassword(email, proof.password);
  if (result.ok && result.uid === uid) return;
  if (!result.ok && result.reason === "busy") throw new DomainError("rate-limited", CONFIRM_MESSAGES.busy, undefined, 300);
  throw new DomainError("invalid", CONFIRM_MESSAGES.wrongPassword, { password: CONFIRM_MESSAGES.wrongPassword });
}

/**
 * A right code from the person who signed up confirms the account, for the email the code was mailed to, and only
 * while the account still has that email: a code mailed while the email was changed (Auth's REST API lets the
 * password's holder change it) proves an inbox the account no longer uses. The code is checked first and used up
 * last: a right code with a missing or wrong password leaves it alive for the signer to try again, and the
 * daily ceiling on tries (counted first) bounds how often anyone can.
 */
export async function confirmEmail(email: string, code: string, proof: SignupProof, address: string): Promise<void> {
  await countCodeTry("confirm", email, address);
  const uid = await codeOwner("confirm", email, code);
  if (!uid) throw new DomainError("invalid", INVALID_CODE, { confirmationCode: INVALID_CODE });
  await assertSameSigner(uid, email, proof);
  await assertStillMailedTo(uid, email, INVALID_CODE, "confirmationCode");
  if ((await checkCode("confirm", email, code)) !== uid) throw new DomainError("invalid", INVALID_CODE, { confirmationCode: INVALID_CODE });
  await markConfirmed(uid, email, INVALID_CODE);
}

/**
 * `email` is proven for `uid`: the site records it as the account's confirmed email (the record that login and the
 * owner check trust), the Auth user is marked verified, the records lose their TTL, and the owner's configured
 * account gets its claim (never before: until then anyone could have made it). `goneMessage`
 * answers an account removed meanwhile (it expired unconfirmed), as a 400.
 */
export async function markConfirmed(uid: string, email: string, goneMessage: string): Promise<void> {
  await auth()
    .updateUser(uid, { emailVerified: true })
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") throw new DomainError("invalid", goneMessage);
      throw error;
    });
  await keepConfirmed(uid, email);
  // Reply mails start on for a member who proves their inbox, as the confirmation email told them (docs/email.md).
  await startSubscriptions(uid);
  await grantOwnerIfConfigured(uid);
}

/**
 * Answers alike for unknown, confirmed and unconfirmed emails; only the last gets a code, if still in time. An account
 * whose email changed since it confirmed is unconfirmed for its new email, so that one gets a code too.
 */
export async function resendConfirmation(email: string, address: string): Promise<void> {
  await countCodeRequest("confirm", email, address);
  const user = await findAuthUser(email);
  if (!user || (await isConfirmedFor(user.uid, user.email))) return;
  if (!(await removeIfExpired(user))) await deliverCode("confirm", email, user.uid);
}
