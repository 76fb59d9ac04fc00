import type { UserRecord } from "firebase-admin/auth";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import * as logs from "../../logs";
import { UNCONFIRMED_ACCOUNT_LIFETIME_MS } from "../../contract/limits";
import { auth, db } from "../../firebase";
import { AUTH_CODES } from "./auth-codes";
import type { CodePurpose } from "../mail/outbox";
import { digest } from "../secrets";
import { ACCOUNTS, USERNAMES, USERS } from "./users-service";

/**
 * An account not confirmed within a day is removed, which frees its username and email.
 * Its three records (users, usernames, accounts) carry `expiresAt`, the field of a Firestore TTL policy, until
 * the email is confirmed. The TTL sweep is lazy (up to a day late in production, never on the emulator) and
 * cannot remove the Auth user, so the API does not wait for it: a signup that finds the username or email
 * held by an expired account removes that account first, a login or a code request for one removes it
 * instead, and a scheduled sweep removes the rest (sweepExpiredAccounts).
 */

const PURPOSES: CodePurpose[] = ["confirm", "reset"];

/** Longer than any signup takes between creating the Auth user and writing its documents. */
const SIGNUP_SETTLE_MS = 60 * 1000;

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** The TTL field of a new account's records: the moment it expires unless confirmed. */
export const unconfirmedExpiry = () => Timestamp.fromMillis(Date.now() + UNCONFIRMED_ACCOUNT_LIFETIME_MS);

/** A username claim past its TTL: the account behind it never confirmed in time. */
export const isExpiredClaim = (claim: Record<string, unknown> | undefined) =>
  claim?.expiresAt !== undefined && millis(claim.expiresAt) <= Date.now();

/**
 * An unconfirmed Auth user that should no longer hold its email: its account record expired, or it has
 * none at all and is not a signup still under way (what a signup cut off between its steps, or the TTL
 * sweep, leaves behind).
 */
export async function isExpiredUser(user: UserRecord): Promise<boolean> {
  if (user.emailVerified) return false;
  const account = (await db().collection(ACCOUNTS).doc(user.uid).get()).data();
  if (account?.emailConfirmed === true) return false;
  if (account?.expiresAt !== undefined) return isExpiredClaim(account);
  // Signups from before the TTL field: a day after the record's creation.
  if (account) {
    const created = millis(account.createdAt);
    return created > 0 && created + UNCONFIRMED_ACCOUNT_LIFETIME_MS <= Date.now();
  }
  const age = Date.now() - Date.parse(user.metadata.creationTime);
  return age > SIGNUP_SETTLE_MS;
}

/** Deletes the records in one transaction, unless the email was confirmed meanwhile; answers the email. */
async function removeRecords(uid: string): Promise<{ removed: boolean; email: string | null }> {
  return db().runTransaction(async (transaction: Transaction) => {
    const accountRef = db().collection(ACCOUNTS).doc(uid);
    const userRef = db().collection(USERS).doc(uid);
    const [account, profile] = await transaction.getAll(accountRef, userRef);
    if (account?.get("emailConfirmed") === true) return { removed: false, email: null };
    const username = profile?.get("username");
    const claimRef = typeof username === "string" ? db().collection(USERNAMES).doc(username) : null;
    const claim = claimRef ? await transaction.get(claimRef) : null;
    transaction.delete(accountRef);
    transaction.delete(userRef);
    if (claimRef && claim?.get("uid") === uid) transaction.delete(claimRef);
    const email = account?.get("email");
    return { removed: true, email: typeof email === "string" ? email : null };
  });
}

/**
 * Removes an account that never confirmed: its records, its pending codes and its Auth user. Answers false,
 * changing nothing, if it was confirmed after all. Every step is a no-op when already done, so a retry
 * (or the next signup that finds leftovers) finishes an interrupted removal.
 */
export async function removeUnconfirmed(uid: string): Promise<boolean> {
  const user = await auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return null;
      throw error;
    });
  if (user?.emailVerified) return false;
  const { removed, email } = await removeRecords(uid);
  if (!removed) return false;
  const emails = new Set([email, user?.email].filter((each): each is string => typeof each === "string"));
  await Promise.all(
    [...emails].flatMap((each) => PURPOSES.map((purpose) => db().collection(AUTH_CODES).doc(`${purpose}_${digest(each)}`).delete())),
  );
  if (user) {
    await auth()
      .deleteUser(uid)
      .catch((error: { code?: string }) => {
        if (error.code !== "auth/user-not-found") throw error;
      });
  }
  logs.unconfirmedAccountRemoved(uid);
  return true;
}

/** Removes the user's account if it expired unconfirmed; answers whether it did. */
export async function removeIfExpired(user: UserRecord): Promise<boolean> {
  return (await isExpiredUser(user)) && removeUnconfirmed(user.uid);
}

/**
 * Records `email` as the account's proven email (accounts-service markConfirmed) and drops the TTL from its records,
 * so the sweep never takes them.
 */
export async function keepConfirmed(uid: string, email: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const accountRef = db().collection(ACCOUNTS).doc(uid);
    const userRef = db().collection(USERS).doc(uid);
    const profile = await transaction.get(userRef);
    const username = profile.get("username");
    const claimRef = typeof username === "string" ? db().collection(USERNAMES).doc(username) : null;
    const claim = claimRef ? await transaction.get(claimRef) : null;
    // The signup's secret has done its job: from now on only the password logs in.
    transaction.set(
      accountRef,
      { email, confirmedEmail: email, emailConfirmed: true, expiresAt: FieldValue.delete(), signupProof: FieldValue.delete() },
      { merge: true },
    );
    if (profile.exists) transaction.update(userRef, { expiresAt: FieldValue.delete() });
    if (claimRef && claim?.get("uid") === uid) transaction.update(claimRef, { expiresAt: FieldValue.delete() });
  });
}

/**
 * The scheduled sweep: removes every account whose record expired unconfirmed, a page at a time. Reads
 * only expired records (`expiresAt` has the automatic single-field index).
 */
export async function sweepExpiredAccounts(pageSize = 200): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await db()
      .collection(ACCOUNTS)
      .where("expiresAt", "<=", Timestamp.now())
      .orderBy("expiresAt")
      .limit(pageSize)
      .get();
    let progressed = false;
    for (const doc of page.docs) {
      if (doc.get("emailConfirmed") === true) continue;
      if (await removeUnconfirmed(doc.id)) {
        removed += 1;
        progressed = true;
      }
    }
    if (page.size < pageSize || !progressed) return removed;
  }
}
