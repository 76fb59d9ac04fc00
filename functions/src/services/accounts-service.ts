import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { ABUSE_LIMITS, SIGNUPS_PER_ADDRESS_PER_HOUR } from "../contract/limits";
import { DEFAULT_PROFILE_IMAGE } from "../contract/site";
import type { SignupRequest } from "../contract/users";
import { ownerAccount } from "../config";
import { auth, db } from "../firebase";
import { DomainError } from "./domain-error";
import { checkCode, writeCode, sendCode } from "./auth-codes";
import { countCodeRequest, countCodeTry, countSignupCode } from "./code-sending";
import { consume, HOUR_MS, type Bucket } from "./rate-limits";
import { assertSiteRoom, countSiteOne, type SiteCap } from "./site-counters";
import { isExpiredClaim, isExpiredUser, keepConfirmed, removeIfExpired, removeUnconfirmed, unconfirmedExpiry } from "./unconfirmed-accounts";
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
 * The username and email must be free. One held by an account that expired unconfirmed, or an email held by
 * the Auth user a cut-off signup left behind, is freed here: the TTL sweep may not have run yet.
 */
async function assertFree(username: string, email: string): Promise<void> {
  const [claim, existing] = await Promise.all([db().collection(USERNAMES).doc(username).get(), findAuthUser(email)]);
  const errors: Partial<Record<keyof typeof TAKEN, string>> = {};
  const claimUid = claim.get("uid");
  const claimExpired = claim.exists && isExpiredClaim(claim.data()) && typeof claimUid === "string";
  if ((claim.exists && !claimExpired) || reservedFor(username, email)) errors.username = TAKEN.username;
  const emailExpired = existing !== null && (await isExpiredUser(existing));
  if (existing && !emailExpired) errors.email = TAKEN.email;
  if (Object.keys(errors).length > 0) throw taken(errors);
  if (claimExpired && !(await removeUnconfirmed(claimUid))) throw taken({ username: TAKEN.username });
  if (existing && emailExpired && existing.uid !== claimUid && !(await removeUnconfirmed(existing.uid))) {
    throw taken({ email: TAKEN.email });
  }
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
 * signup with that email replaces (isExpiredUser). The records carry a TTL until the email is confirmed.
 */
export async function createAccount(form: SignupRequest, address: string): Promise<void> {
  await assertSiteRoom(SIGNUPS);
  await consume([signupBucket(address)]);
  await assertFree(form.username, form.email);
  await countSignupCode(form.email, address);
  await countSiteOne(SIGNUPS);
  const user = await auth()
    .createUser({ email: form.email, password: form.password, displayName: form.name, emailVerified: false })
    .catch((error: { code?: string }) => {
      if (error.code === "auth/email-already-exists") throw taken({ email: TAKEN.email });
      throw error;
    });
  try {
    const owner = ownerAccount();
    if (form.username === owner.username && form.email === owner.email) {
      await auth().setCustomUserClaims(user.uid, { owner: true });
    }
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
        createdAt,
        expiresAt,
      });
    });
  } catch (error) {
    // If this cleanup fails too, isExpiredUser lets the next signup finish the job.
    await auth()
      .deleteUser(user.uid)
      .catch((cleanup: unknown) => logger.error("Could not remove a half-made signup", cleanup));
    throw error;
  }
}

export async function confirmEmail(email: string, code: string, address: string): Promise<void> {
  await countCodeTry("confirm", email, address);
  const uid = await checkCode("confirm", email, code);
  if (!uid) throw new DomainError("invalid", INVALID_CODE, { confirmationCode: INVALID_CODE });
  await markConfirmed(uid, INVALID_CODE);
}

/**
 * The email is proven: the Auth user is marked verified and the records lose their TTL. `goneMessage`
 * answers an account removed meanwhile (it expired unconfirmed), as a 400.
 */
export async function markConfirmed(uid: string, goneMessage: string): Promise<void> {
  await auth()
    .updateUser(uid, { emailVerified: true })
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") throw new DomainError("invalid", goneMessage);
      throw error;
    });
  await keepConfirmed(uid);
}

/** Answers alike for unknown, confirmed and unconfirmed emails; only the last gets a code, if still in time. */
export async function resendConfirmation(email: string, address: string): Promise<void> {
  await countCodeRequest("confirm", email, address);
  const user = await findAuthUser(email);
  if (user && !user.emailVerified && !(await removeIfExpired(user))) await sendCode("confirm", email, user.uid);
}
