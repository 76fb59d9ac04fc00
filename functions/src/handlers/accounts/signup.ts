import { confirmRequestSchema, emailRequestSchema, signupRequestSchema, type SignupAnswer } from "../../contract/users";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { CODE_REQUEST_FLOOR_MS, noSoonerThan } from "../../http/timing";
import { confirmEmail, createAccount, resendConfirmation } from "../../services/accounts/accounts-service";

/** POST /api/signup */
export const signupHandler: Handler = async (request) => {
  const form = parseInput(signupRequestSchema, request.body);
  const signupToken = await createAccount(form, request.ip);
  const body: SignupAnswer = {
    success: true,
    message: "Account created! We sent a 6-digit code to your email. Confirm it, then log in.",
    signupToken,
  };
  return { status: 201, body };
};

/** POST /api/confirm */
export const confirmHandler: Handler = async (request) => {
  const { email, confirmationCode, signupToken, password } = parseInput(confirmRequestSchema, request.body);
  await confirmEmail(email, confirmationCode, { signupToken, password }, request.ip);
  return acknowledge("Your email is confirmed! Taking you to login...");
};

/** POST /api/resend: the same answer, in the same time, whether or not the email is waiting for a code. */
export const resendHandler: Handler = async (request) => {
  const { email } = parseInput(emailRequestSchema, request.body);
  await noSoonerThan(CODE_REQUEST_FLOOR_MS, () => resendConfirmation(email, request.ip));
  return acknowledge("If that email is waiting for confirmation, a new code is on its way.");
};
