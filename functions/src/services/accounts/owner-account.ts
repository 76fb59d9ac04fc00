import { FieldValue } from "firebase-admin/firestore";
import { DEFAULT_PROFILE_IMAGE } from "../../contract/site";
import { ownerAccount, ownerName } from "../../config";
import { auth, db } from "../../firebase";
import { provenEmail } from "./confirmed-email";
import { randomToken } from "../secrets";
import { endAllSessions } from "./sessions-service";
import { removeUnconfirmed } from "./unconfirmed-accounts";
import { ACCOUNTS, findAuthUser, USERNAMES, USERS } from "./users-service";
import { recordAudit } from "../audit/audit-log";

/**
 * The owner is the account with site.config.json's ownerAccount username and email, and carries the custom
 * claim `owner: true`. The claim is given only once that email is proven (a confirmation or a reset by email),
 * or by an admin with the project's credentials (scripts/create-owner.mjs): never at signup, when anyone could
 * have typed the owner's email.
 */

/**
 * Gives the owner's claim to `uid` if it is the configured owner's account; answers whether it is. The email is the
 * one the account proved (the site's record, confirmed-email.ts), and Auth's current email must be that one too:
 * Auth's email alone can be changed by whoever holds the password. An account that no longer qualifies loses the claim.
 */
export async function grantOwnerIfConfigured(uid: string): Promise<boolean> {
  const owner = ownerAccount();
  const [profile, account, user] = await Promise.all([
    db().collection(USERS).doc(uid).get(),
    db().collection(ACCOUNTS).doc(uid).get(),
    auth().getUser(uid),
  ]);
  const proven = provenEmail(account.data());
  const isOwner = owner.username !== "" && profile.get("username") === owner.username && proven === owner.email && user.email?.toLowerCase() === owner.email;
  if (!isOwner) {
    if (user.customClaims?.owner === true) await auth().setCustomUserClaims(uid, { ...user.customClaims, owner: false });
    return false;
  }
  if (user.customClaims?.owner !== true) await auth().setCustomUserClaims(uid, { ...user.customClaims, owner: true });
  return true;
}

/**
 * The admin command's work: makes (or completes) the configured owner's account, confirmed, with the claim.
 * With `password`, that becomes the password and every session of the account ends; without one, a new
 * account gets a random password that nobody knows, and the owner chooses theirs with "Forgot password".
 * Safe to run again. Throws if another account holds the owner's username.
 */
export async function ensureOwnerAccount(password?: string): Promise<{ uid: string; created: boolean }> {
  const owner = ownerAccount();
  const found = await findAuthUser(owner.email);
  // An unconfirmed account with the owner's email may be anyone's, with anyone's password: it goes.
  const existing = found && !found.emailVerified && (await removeUnconfirmed(found.uid)) ? null : found;
  const user = existing
    ? await auth().updateUser(existing.uid, { emailVerified: true, ...(password ? { password } : {}) })
    : await auth().createUser({ email: owner.email, emailVerified: true, displayName: ownerName(), password: password ?? `${randomToken()}aA1!` });
  await db().runTransaction(async (transaction) => {
    const claimRef = db().collection(USERNAMES).doc(owner.username);
    const profileRef = db().collection(USERS).doc(user.uid);
    const [claim, profile] = await transaction.getAll(claimRef, profileRef);
    const holder = claim?.get("uid");
    if (claim?.exists && holder !== user.uid) {
      throw new Error(`The username "${owner.username}" belongs to another account (${String(holder)}); remove it first.`);
    }
    transaction.set(claimRef, { uid: user.uid });
    if (profile?.exists) {
      transaction.update(profileRef, { username: owner.username, expiresAt: FieldValue.delete() });
    } else {
      transaction.create(profileRef, {
        name: ownerName(),
        username: owner.username,
        profileImage: DEFAULT_PROFILE_IMAGE,
        followers: 0,
        following: 0,
        score: 0,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    transaction.set(
      db().collection(ACCOUNTS).doc(user.uid),
      { email: owner.email, confirmedEmail: owner.email, emailConfirmed: true, expiresAt: FieldValue.delete(), signupProof: FieldValue.delete() },
      { merge: true },
    );
  });
  await auth().setCustomUserClaims(user.uid, { ...user.customClaims, owner: true });
  if (password && existing) {
    await endAllSessions(user.uid);
    await recordAudit({ area: "security", action: "password.change", actorUid: user.uid, summary: "Set by the owner-account admin command" });
  }
  return { uid: user.uid, created: !existing };
}
