import type { UserRecord } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { ACCOUNT_DELETION_MESSAGES } from "../../contract/users";
import { auth, bucket, db } from "../../firebase";
import { AUTH_CODES } from "./auth-codes";
import { unnameAuthor } from "./author-unnaming";
import type { Caller } from "../engagement/authors";
import { DomainError } from "../domain-error";
import { removeAllFollows } from "../engagement/follows-service";
import type { CodePurpose } from "../mail/outbox";
import { signInWithPassword } from "./password-sign-in";
import { consume, type Bucket } from "../rate-limits";
import { digest } from "../secrets";
import { SESSIONS } from "./sessions-service";
import { PASSKEYS } from "../security/passkeys";
import { factorsRef } from "../security/second-factors";
import { deleteSubscriptions } from "../mail/subscriptions-service";
import { removeAllLikes } from "../engagement/user-likes";
import { ACCOUNTS, USERNAMES, USERS } from "./users-service";

/** Password tries per account and window: a stolen session cannot guess its way to a deletion. */
const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

const passwordBucket = (uid: string): Bucket => ({
  name: "delete-account",
  subject: uid,
  ...PASSWORD_TRIES,
  message: "Too many password attempts. Please try again in {wait}.",
});

const CODE_PURPOSES: CodePurpose[] = ["confirm", "reset"];

/**
 * Deletes the caller's account: the Auth user, the profile, the private data, the username (free for
 * anyone after), every session, likes, follows both ways, profile images, pending codes and email subscriptions. Comments,
 * replies, reviews and reports stay, but lose the username and uid they stored (author-unnaming.ts): clients can read
 * them under firestore.rules. They show as "deleted user" (authors.ts), and only the owner may remove them.
 *
 * The order is what makes a retry finish the job. Every step is a no-op when already done. The Auth user
 * goes last because it is the one key back in: until then, if any step fails, the member logs in again
 * with the same password (which also proves it is still them) and calls again. Deleting it first would
 * leave whatever failed after it, likes and a taken username, with no one able to finish the job. The
 * profile goes just before it, so that until then the site still shows the member their profile page and
 * this button. Sessions end early, so that no other device keeps liking or following behind the clean-up.
 */
export async function deleteAccount(caller: Caller, password: string): Promise<void> {
  if (caller.isOwner) throw new DomainError("forbidden", ACCOUNT_DELETION_MESSAGES.owner);
  const user = await authUser(caller.uid);
  // A parallel call finished the job after this one's session was checked: there is nothing left to do.
  if (!user) return;
  const email = await checkPassword(user, password);
  if (!email) return;
  const profile = db().collection(USERS).doc(caller.uid);
  const before = await profile.get();
  if (before.exists) await profile.update({ deletingAt: FieldValue.serverTimestamp() });
  await endSessions(caller.uid);
  await removeAllLikes(caller.uid);
  await removeAllFollows(caller.uid, Number(before.get("followers") ?? 0));
  await bucket().deleteFiles({ prefix: `profile-images/${caller.uid}/` });
  await Promise.all(CODE_PURPOSES.map((purpose) => db().collection(AUTH_CODES).doc(`${purpose}_${digest(email)}`).delete()));
  // No mail is written for them after this: each mail task reads subscriptions afresh.
  await deleteSubscriptions(caller.uid);
  // After the deletingAt mark, so nothing new is written under the name behind this.
  await unnameAuthor(caller.uid);
  await removeProfile(caller.uid);
  // A login in the meantime (a retry, or another device) left a session: it dies with the Auth user anyway.
  await endSessions(caller.uid);
  await auth()
    .deleteUser(caller.uid)
    .catch((error: { code?: string }) => {
      if (error.code !== "auth/user-not-found") throw error;
    });
}

/** The Auth user, or null when it is gone. */
const authUser = (uid: string) =>
  auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return null;
      throw error;
    });

/**
 * The caller's email once the password proves it is them; a wrong one changes nothing but the count. Null when a
 * parallel call removed the Auth user while this one checked (the password then fails for want of an account, and
 * the job it asked for is done).
 */
async function checkPassword(user: UserRecord, password: string): Promise<string | null> {
  if (!user.email) throw new DomainError("forbidden", ACCOUNT_DELETION_MESSAGES.wrongPassword);
  await consume([passwordBucket(user.uid)]);
  const result = await signInWithPassword(user.email, password);
  if (result.ok) return user.email;
  if (!(await authUser(user.uid))) return null;
  if (result.reason === "busy") {
    throw new DomainError("rate-limited", "Too many password attempts. Please try again in a few minutes.", undefined, 300);
  }
  throw new DomainError("forbidden", ACCOUNT_DELETION_MESSAGES.wrongPassword, { password: ACCOUNT_DELETION_MESSAGES.wrongPassword });
}

/** Ends every session at once: our records (which every signed-in call checks) and Firebase's refresh tokens. */
async function endSessions(uid: string): Promise<void> {
  await auth()
    .revokeRefreshTokens(uid)
    .catch((error: { code?: string }) => {
      if (error.code !== "auth/user-not-found") throw error;
    });
  const [sessions, passkeys] = await Promise.all([
    db().collection(SESSIONS).where("uid", "==", uid).get(),
    db().collection(PASSKEYS).where("uid", "==", uid).get(),
  ]);
  const writer = db().bulkWriter();
  for (const session of sessions.docs) void writer.delete(session.ref);
  // The account's second factors go with its sessions: a deleted account keeps no key to sign in with.
  for (const passkey of passkeys.docs) void writer.delete(passkey.ref);
  void writer.delete(factorsRef(uid));
  await writer.close();
}

/** The profile, private data and username claim go together; the claim only if it is still this user's. */
async function removeProfile(uid: string): Promise<void> {
  const profile = db().collection(USERS).doc(uid);
  await db().runTransaction(async (transaction) => {
    const username = (await transaction.get(profile)).get("username");
    if (typeof username === "string" && username) {
      const claim = db().collection(USERNAMES).doc(username);
      if ((await transaction.get(claim)).get("uid") === uid) transaction.delete(claim);
    }
    transaction.delete(profile);
    transaction.delete(db().collection(ACCOUNTS).doc(uid));
  });
}
