import { LOGIN_UNCONFIRMED_MESSAGE } from "../../contract/account-rules";
import { auth } from "../../firebase";
import { recordAudit } from "../audit/audit-log";
import { DomainError } from "../domain-error";
import { digest } from "../secrets";
import { admitLoginAttempt, forgiveLoginAttempt } from "./login-throttle";
import { signInWithPassword } from "./password-sign-in";
import { openSignedInSession } from "./signed-in";
import { isConfirmedFor } from "./confirmed-email";
import { removeIfExpired } from "./unconfirmed-accounts";
import { beginSecondStep } from "../security/factor-sign-in";
import { accountHasFactor } from "../security/second-factors";

const LOGIN_FAILED_MESSAGE = "Invalid email or password.";
const FIREBASE_LOCK_MESSAGE =
  "Too many failed logins for this account. Reset your password to log in now, or try again in a few minutes.";

/**
 * Checks the password, then answers a new session cookie; only a confirmed email may log in: the email the site
 * recorded as proven (confirmed-email.ts), never Auth's `email_verified`, which does not say which email was proven.
 * Every attempt is counted before the password is checked (login-throttle.ts), so a burst of parallel
 * guesses cannot slip past the limits; the right password takes the count back.
 */
export async function logIn(
  email: string,
  password: string,
  address: string,
  userAgent = "",
): Promise<string | { pendingToken: string; methods: ("totp" | "passkey" | "recovery")[] }> {
  await admitLoginAttempt(email, address);
  const result = await signInWithPassword(email, password);
  if (!result.ok) {
    // The audit log names a failed account only by its email's digest: a mistyped email may be someone's password.
    await recordAudit({ area: "security", action: "sign-in.failure", actorUid: null, target: `email:${digest(email.trim().toLowerCase()).slice(0, 16)}`, address });
    if (result.reason === "disabled") throw new DomainError("forbidden", "This account has been disabled.");
    // Firebase Auth's own lock on an account after many failures, which a stranger's guesses can trigger and our
    // limits cannot lift. Firebase lifts it at once when the password is reset, so the owner is told how.
    if (result.reason === "busy") throw new DomainError("rate-limited", FIREBASE_LOCK_MESSAGE, undefined, 300);
    throw new DomainError("unauthenticated", LOGIN_FAILED_MESSAGE);
  }
  await forgiveLoginAttempt(email, address);
  const claims = await auth().verifyIdToken(result.idToken);
  if (!(await isConfirmedFor(claims.uid, claims.email))) {
    // An account left unconfirmed past its day is gone, whatever the password: it answers as if unknown.
    if (await removeIfExpired(await auth().getUser(claims.uid))) throw new DomainError("unauthenticated", LOGIN_FAILED_MESSAGE);
    // Said only after the right password, so it tells a stranger nothing about the account.
    throw new DomainError("forbidden", LOGIN_UNCONFIRMED_MESSAGE);
  }
  // With a second factor, the password alone makes no session: the second step does (factor-sign-in.ts).
  if (await accountHasFactor(claims.uid)) return beginSecondStep(claims.uid);
  return openSignedInSession(result.idToken, claims.uid, claims.email ?? email, { userAgent, address });
}
