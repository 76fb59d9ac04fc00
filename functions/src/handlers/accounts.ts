import type { OkAnswer } from "../contract/errors";
import { confirmRequestSchema, emailRequestSchema, signupRequestSchema } from "../contract/users";
import { parseInput } from "../http/parse";
import type { Handler } from "../http/router";
import { confirmEmail, createAccount, resendConfirmation } from "../services/accounts-service";

const ok = (message: string, status = 200) => {
  const body: OkAnswer = { success: true, message };
  return { status, body };
};

/** POST /api/signup */
export const signupHandler: Handler = async (request) => {
  const form = parseInput(signupRequestSchema, request.body);
  await createAccount(form);
  return ok("Account created! We sent a 6-digit code to your email. Confirm it, then log in.", 201);
};

/** POST /api/confirm */
export const confirmHandler: Handler = async (request) => {
  const { email, confirmationCode } = parseInput(confirmRequestSchema, request.body);
  await confirmEmail(email, confirmationCode);
  return ok("Your email is confirmed! Taking you to login...");
};

/** POST /api/resend: the same answer whether or not the email has an account waiting for a code. */
export const resendHandler: Handler = async (request) => {
  const { email } = parseInput(emailRequestSchema, request.body);
  await resendConfirmation(email);
  return ok("If that email is waiting for confirmation, a new code is on its way.");
};
