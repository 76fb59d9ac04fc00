import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { LOGIN_LIMITS } from "../../contract/limits";
import { db } from "../../firebase";
import { addOne, bucketRef, currentWindow, HOUR_MS, RATE_LIMITS, release, tooMany, waitError, type Bucket } from "../rate-limits";
import { digest } from "../secrets";

/**
 * Failed logins, counted so that nobody can lock someone else out:
 * - per address, a hard limit (it only ever stops the address that failed);
 * - per account, growing delays instead of a lock: after a few failures each further attempt waits 1 s, 2 s,
 *   4 s ... up to a minute, and an address with no recent failures does not wait at all, so the right
 *   password from a clean address always gets through;
 * - per account, a budget of such clean-address passes, because a caller who forges Fastly-Client-IP has only
 *   clean addresses: past the budget, they wait like everyone else.
 * Every attempt counts as a failure before the password is checked, so a parallel burst cannot slip past;
 * the right password takes the count back.
 */

const ADDRESS_FULL = "Too many failed logins from your network. Please try again in {wait}.";
const ACCOUNT_WAIT = "Too many failed logins for this account. Please wait {wait} and try again.";

const addressBucket = (address: string): Bucket => ({
  name: "login-address",
  subject: address,
  limit: LOGIN_LIMITS.failuresPerAddress,
  windowMs: LOGIN_LIMITS.windowMs,
  message: ADDRESS_FULL,
});

const passBucket = (email: string): Bucket => ({
  name: "login-clean-pass",
  subject: email,
  limit: LOGIN_LIMITS.cleanAddressPassesPerHour,
  windowMs: HOUR_MS,
  message: ACCOUNT_WAIT,
});

/** rateLimits/login-account_{digest(email)}: {failures, lastFailureAt, nextAttemptAt, expiresAt}. */
export const accountRef = (email: string) => db().collection(RATE_LIMITS).doc(`login-account_${digest(email)}`);

interface AccountState {
  failures: number;
  nextAttemptAt: number;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** Failures are forgotten once the account has had none for a whole window. */
function accountState(data: Record<string, unknown> | undefined, now: number): AccountState {
  if (!data || millis(data.lastFailureAt) + LOGIN_LIMITS.windowMs <= now) return { failures: 0, nextAttemptAt: 0 };
  return { failures: Number(data.failures ?? 0), nextAttemptAt: millis(data.nextAttemptAt) };
}

/** The wait after the account's `failures`th failure: none for the first few, then doubling, capped. */
export function delayAfter(failures: number): number {
  const past = failures - LOGIN_LIMITS.failuresPerAccount;
  if (past < 0) return 0;
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** past, LOGIN_LIMITS.maxDelayMs);
}

function countAccountFailure(transaction: Transaction, email: string, state: AccountState, now: number) {
  const failures = state.failures + 1;
  const delay = delayAfter(failures);
  transaction.set(accountRef(email), {
    failures,
    lastFailureAt: Timestamp.fromMillis(now),
    // Never shortened: a clean address's attempt does not cut the wait short for the others.
    nextAttemptAt: Timestamp.fromMillis(Math.max(state.nextAttemptAt, delay > 0 ? now + delay : 0)),
    expiresAt: Timestamp.fromMillis(now + LOGIN_LIMITS.windowMs),
  });
}

/** Lets one login attempt through, counted as a failure, or throws 429 with the time to wait. */
export async function admitLoginAttempt(email: string, address: string): Promise<void> {
  const addressLimit = addressBucket(address);
  const passes = passBucket(email);
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const [addressDoc, accountDoc, passDoc] = await transaction.getAll(
      bucketRef(addressLimit),
      accountRef(email),
      bucketRef(passes),
    );
    const addressWindow = currentWindow(addressDoc?.data(), now);
    if (addressWindow && addressWindow.count >= addressLimit.limit) throw tooMany(addressLimit, addressWindow, now);
    const account = accountState(accountDoc?.data(), now);
    if (account.nextAttemptAt > now) {
      const clean = !addressWindow || addressWindow.count === 0;
      const passWindow = currentWindow(passDoc?.data(), now);
      const passesLeft = !passWindow || passWindow.count < passes.limit;
      if (!clean || !passesLeft) throw waitError(ACCOUNT_WAIT, account.nextAttemptAt - now);
      addOne(transaction, passes, passWindow, now);
    }
    addOne(transaction, addressLimit, addressWindow, now);
    countAccountFailure(transaction, email, account, now);
  });
}

/** The right password: the address gets its count back and the account's failures are forgotten. */
export async function forgiveLoginAttempt(email: string, address: string): Promise<void> {
  await Promise.all([release([addressBucket(address)]), accountRef(email).delete()]);
}
