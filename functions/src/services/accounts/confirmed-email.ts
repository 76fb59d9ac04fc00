import type { UserRecord } from "firebase-admin/auth";
import { ownerAccount } from "../../config";
import { auth, db } from "../../firebase";
import { DomainError } from "../domain-error";
import { text } from "../firestore-values";
import { ACCOUNTS, USERS } from "./users-service";

/**
 * Which email an account proved, in the site's own record: `accounts/{uid}.confirmedEmail`, written only when a code
 * mailed to that email comes back while the account has it (a confirmation, or a reset by email). Firebase Auth's
 * `email` and `emailVerified` are not trusted for this: anyone holding an account's password can change its email
 * through Auth's public REST API (`accounts:update` with the Web API key), and the flag may or may not follow.
 * An account is confirmed when its current Auth email is the one it proved; any other email leaves it unconfirmed
 * until a code mailed to the new one is typed. Records from before `confirmedEmail` proved the email they hold.
 */

const normal = (email: string | undefined | null) => (email ?? "").trim().toLowerCase();

/** The email an account record proved, or "" when none. */
export function provenEmail(account: Record<string, unknown> | undefined): string {
  if (account?.emailConfirmed !== true) return "";
  return normal(text(account.confirmedEmail) || text(account.email));
}

/** Whether the account proved the email it has now in Firebase Auth. */
export async function isConfirmedFor(uid: string, currentEmail: string | undefined): Promise<boolean> {
  const proven = provenEmail((await db().collection(ACCOUNTS).doc(uid).get()).data());
  return proven !== "" && proven === normal(currentEmail);
}

/** The Auth user, or null when it is gone. */
export const authUserOrNull = (uid: string): Promise<UserRecord | null> =>
  auth()
    .getUser(uid)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return null;
      throw error;
    });

/**
 * Before a code mailed to `email` proves anything for `uid`: the account must still have that email (a code mailed
 * while the email was changed proves an inbox the account no longer uses), and the owner's username is only ever
 * proven with the owner's email. Otherwise the answer is the caller's own "invalid" message, changing nothing.
 */
export async function assertStillMailedTo(uid: string, email: string, message: string, field?: string): Promise<void> {
  const [user, profile] = await Promise.all([authUserOrNull(uid), db().collection(USERS).doc(uid).get()]);
  const owner = ownerAccount();
  const ownersName = owner.username !== "" && profile.get("username") === owner.username;
  if (user && normal(user.email) === normal(email) && (!ownersName || normal(email) === owner.email)) return;
  throw new DomainError("invalid", message, field ? { [field]: message } : undefined);
}
