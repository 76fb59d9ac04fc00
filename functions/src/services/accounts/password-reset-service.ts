import { siteOrigin } from "../../config";
import { RESET_LINK_MESSAGES, VERIFY_FIRST_MESSAGE } from "../../contract/users";
import { DomainError } from "../domain-error";
import { auth } from "../../firebase";
import { INVALID_CODE, markConfirmed } from "./accounts-service";
import { checkCode, resetLinkEmail, takeVerified } from "./auth-codes";
import { deliverCode } from "./code-delivery";
import { countCodeRequest, countCodeTry } from "./code-sending";
import { assertStillMailedTo } from "./confirmed-email";
import { findAuthUser } from "./users-service";
import { randomToken } from "../secrets";
import { endAllSessions } from "./sessions-service";
import { removeIfExpired } from "./unconfirmed-accounts";
import { recordAudit } from "../audit/audit-log";

/**
 * Step 1 and its resends: a code goes out only if the account exists (and, unconfirmed, is still in its
 * day), but nobody can tell. With the inbox's mail cap spent, the code it already holds is renewed instead.
 * The mail also carries a one-time link on the site, which no stranger's wrong codes can stop.
 */
export async function sendResetCode(email: string, address: string): Promise<void> {
  await countCodeRequest("reset", email, address);
  const user = await findAuthUser(email);
  if (user && !(await removeIfExpired(user))) await deliverCode("reset", email, user.uid, siteOrigin());
}

/** Step 2: a right code answers a one-time token that step 3 must bring back, within 10 minutes. */
export async function verifyResetCode(email: string, code: string, address: string): Promise<string> {
  await countCodeTry("reset", email, address);
  const resetToken = randomToken();
  const uid = await checkCode("reset", email, code, resetToken);
  if (!uid) throw new DomainError("invalid", INVALID_CODE, { forgotCode: INVALID_CODE });
  return resetToken;
}

/**
 * Steps 1 and 2 by the mail's link: answers the email it was mailed to, using nothing (a mail scanner that opens the
 * page must not spend it). The token is 192 random bits: trying tokens is hopeless, so nothing is counted or locked.
 */
export async function openResetLink(token: string): Promise<string> {
  const email = await resetLinkEmail(token);
  if (!email) throw new DomainError("invalid", RESET_LINK_MESSAGES.dead, { token: RESET_LINK_MESSAGES.dead });
  return email;
}

/**
 * Step 3: the new password replaces the old one, and every old session ends at once. `resetToken` is step 2's answer
 * or the mail's link token. The account must still have the email the code or link was mailed to.
 */
export async function resetPassword(email: string, newPassword: string, resetToken: string): Promise<void> {
  const uid = await takeVerified("reset", email, resetToken);
  if (!uid) throw new DomainError("invalid", VERIFY_FIRST_MESSAGE);
  await assertStillMailedTo(uid, email, VERIFY_FIRST_MESSAGE);
  await auth()
    .updateUser(uid, { password: newPassword })
    .catch((error: { code?: string }) => {
      // The account was removed after the code was verified (it expired unconfirmed).
      if (error.code === "auth/user-not-found") throw new DomainError("invalid", VERIFY_FIRST_MESSAGE);
      throw error;
    });
  await endAllSessions(uid);
  await recordAudit({ area: "security", action: "password.reset", actorUid: uid, summary: "Every session was ended" });
  // The code reached this inbox, which proves the address as well as a confirmation code would.
  await markConfirmed(uid, email, VERIFY_FIRST_MESSAGE);
}
