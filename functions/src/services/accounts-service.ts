import type { UserRecord } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { SIGNUPS_PER_ADDRESS_PER_HOUR } from "../contract/limits";
import { DEFAULT_PROFILE_IMAGE } from "../contract/site";
import type { SignupRequest } from "../contract/users";
import { ownerAccount } from "../config";
import { auth, db } from "../firebase";
import { DomainError } from "./domain-error";
import { checkCode, writeCode, sendCode } from "./auth-codes";
import { countCodeRequest, countSignupCode } from "./code-sending";
import { consume, HOUR_MS, type Bucket } from "./rate-limits";
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

/** Longer than any signup takes between creating the Auth user and writing its documents. */
const SIGNUP_SETTLE_MS = 60 * 1000;

/**
 * An Auth user without an accounts document, and not from a signup still under way, is what a signup
 * cut off between its two steps leaves behind. It never confirmed and owns nothing, so the next signup
 * with that email may take its place.
 */
async function isLeftover(user: UserRecord): Promise<boolean> {
  const age = Date.now() - Date.parse(user.metadata.creationTime);
  if (user.emailVerified || !(age > SIGNUP_SETTLE_MS)) return false;
  return !(await db().collection(ACCOUNTS).doc(user.uid).get()).exists;
}

async function assertFree(username: string, email: string): Promise<void> {
  const [usernameDoc, existing] = await Promise.all([
    db().collection(USERNAMES).doc(username).get(),
    findAuthUser(email),
  ]);
  const errors: Partial<Record<keyof typeof TAKEN, string>> = {};
  if (usernameDoc.exists || reservedFor(username, email)) errors.username = TAKEN.username;
  if (existing && !(await isLeftover(existing))) errors.email = TAKEN.email;
  if (Object.keys(errors).length > 0) throw taken(errors);
  if (existing) await auth().deleteUser(existing.uid);
}

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
 * signup with that email replaces (see isLeftover).
 */
export async function createAccount(form: SignupRequest, address: string): Promise<void> {
  await consume([signupBucket(address)]);
  await assertFree(form.username, form.email);
  await countSignupCode(form.email);
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
      const createdAt = FieldValue.serverTimestamp();
      transaction.create(usernameRef, { uid: user.uid });
      transaction.create(db().collection(USERS).doc(user.uid), {
        name: form.name,
        username: form.username,
        profileImage: DEFAULT_PROFILE_IMAGE,
        followers: 0,
        following: 0,
        score: 0,
        createdAt,
      });
      transaction.create(db().collection(ACCOUNTS).doc(user.uid), {
        email: form.email,
        emailConfirmed: false,
        createdAt,
      });
      writeCode(transaction, "confirm", form.email, user.uid);
    });
  } catch (error) {
    // If this cleanup fails too, isLeftover lets the next signup finish the job.
    await auth()
      .deleteUser(user.uid)
      .catch((cleanup: unknown) => logger.error("Could not remove a half-made signup", cleanup));
    throw error;
  }
}

export async function confirmEmail(email: string, code: string): Promise<void> {
  const uid = await checkCode("confirm", email, code);
  if (!uid) throw new DomainError("invalid", INVALID_CODE, { confirmationCode: INVALID_CODE });
  await markConfirmed(uid);
}

export async function markConfirmed(uid: string): Promise<void> {
  await auth().updateUser(uid, { emailVerified: true });
  await db().collection(ACCOUNTS).doc(uid).set({ emailConfirmed: true }, { merge: true });
}

/** Answers alike for unknown, confirmed and unconfirmed emails; only the last gets a code. */
export async function resendConfirmation(email: string): Promise<void> {
  await countCodeRequest("confirm", email);
  const user = await findAuthUser(email);
  if (user && !user.emailVerified) await sendCode("confirm", email, user.uid);
}
