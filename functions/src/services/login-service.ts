import { LOGIN_LIMITS } from "../contract/limits";
import { LOGIN_UNCONFIRMED_MESSAGE } from "../contract/account-rules";
import { auth } from "../firebase";
import { DomainError } from "./domain-error";
import { signInWithPassword } from "./password-sign-in";
import { consume, release, reset, type Bucket } from "./rate-limits";
import { startSession } from "./sessions-service";

const TOO_MANY = "Too many failed logins. Please try again in {wait}.";
const LOGIN_FAILED_MESSAGE = "Invalid email or password.";

/** Failed logins count per account and per network address; either one full answers 429. */
function failureBuckets(email: string, address: string): { account: Bucket; address: Bucket } {
  const common = { windowMs: LOGIN_LIMITS.windowMs, message: TOO_MANY };
  return {
    account: { ...common, name: "login-account", subject: email, limit: LOGIN_LIMITS.failuresPerAccount },
    address: { ...common, name: "login-address", subject: address, limit: LOGIN_LIMITS.failuresPerAddress },
  };
}

/**
 * Checks the password, then answers a new session cookie; only a confirmed email may log in.
 * Every attempt is counted before the password is checked, so a burst of parallel guesses cannot slip
 * past the limit. The right password gives the address its count back and clears the account's.
 */
export async function logIn(email: string, password: string, address: string): Promise<string> {
  const buckets = failureBuckets(email, address);
  await consume([buckets.account, buckets.address]);
  const result = await signInWithPassword(email, password);
  if (!result.ok) {
    if (result.reason === "disabled") throw new DomainError("forbidden", "This account has been disabled.");
    if (result.reason === "busy") {
      throw new DomainError("rate-limited", TOO_MANY.replace("{wait}", "a few minutes"), undefined, 300);
    }
    throw new DomainError("unauthenticated", LOGIN_FAILED_MESSAGE);
  }
  await Promise.all([release([buckets.address]), reset(buckets.account)]);
  const claims = await auth().verifyIdToken(result.idToken);
  // Said only after the right password, so it tells a stranger nothing about the account.
  if (claims.email_verified !== true) throw new DomainError("forbidden", LOGIN_UNCONFIRMED_MESSAGE);
  return startSession(result.idToken, claims.uid);
}
