import { HttpError } from "../http/http-error";
import { auth } from "../firebase";
import { INVALID_CODE, markConfirmed } from "./accounts-service";
import { checkCode, sendCode, takeVerified } from "./auth-codes";
import { countCodeRequest, findAuthUser } from "./code-sending";
import { endAllSessions } from "./sessions-service";

export const VERIFY_FIRST = "Please verify the code from your email first.";

/** Step 1 and its resends: a code goes out only if the account exists, but nobody can tell. */
export async function sendResetCode(email: string): Promise<void> {
  await countCodeRequest("reset", email);
  const user = await findAuthUser(email);
  if (user) await sendCode("reset", email, user.uid);
}

/** Step 2: a right code leaves a short-lived mark that allows step 3 once. */
export async function verifyResetCode(email: string, code: string): Promise<void> {
  const uid = await checkCode("reset", email, code, true);
  if (!uid) throw new HttpError(400, INVALID_CODE, { forgotCode: INVALID_CODE });
}

/** Step 3: the new password replaces the old one, and every old session ends. */
export async function resetPassword(email: string, newPassword: string): Promise<void> {
  const uid = await takeVerified("reset", email);
  if (!uid) throw new HttpError(400, VERIFY_FIRST);
  await auth().updateUser(uid, { password: newPassword });
  // The code reached this inbox, which proves the address as well as a confirmation code would.
  await markConfirmed(uid);
  await endAllSessions(uid);
}
