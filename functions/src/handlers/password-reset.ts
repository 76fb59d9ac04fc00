import { CODE_RULES } from "../contract/limits";
import type { MessageAnswer } from "../contract/users";
import { emailRequestSchema, forgotResetRequestSchema, forgotVerifyRequestSchema } from "../contract/users";
import { parseInput } from "../http/parse";
import type { Handler } from "../http/router";
import { noSoonerThan } from "../http/timing";
import { resetPassword, sendResetCode, verifyResetCode } from "../services/password-reset-service";

/** Longer than sending a code ever takes, so known and unknown emails answer in the same time. */
const CODE_REQUEST_FLOOR_MS = 800;

const message = (text: string) => {
  const body: MessageAnswer = { success: true, message: text };
  return { body };
};

const SENT = `If an account uses that email, we sent it a 6-digit code. It expires in ${CODE_RULES.lifetimeMs / 60_000} minutes.`;

/** POST /api/forgot-request */
export const forgotRequestHandler: Handler = async (request) => {
  const { email } = parseInput(emailRequestSchema, request.body);
  await noSoonerThan(CODE_REQUEST_FLOOR_MS, () => sendResetCode(email));
  return message(SENT);
};

/** POST /api/forgot-resend: a new code, which kills the previous one. */
export const forgotResendHandler: Handler = async (request) => {
  const { email } = parseInput(emailRequestSchema, request.body);
  await noSoonerThan(CODE_REQUEST_FLOOR_MS, () => sendResetCode(email));
  return message(SENT);
};

/** POST /api/forgot-verify */
export const forgotVerifyHandler: Handler = async (request) => {
  const { email, forgotCode } = parseInput(forgotVerifyRequestSchema, request.body);
  await verifyResetCode(email, forgotCode);
  return message("Code verified. Choose a new password.");
};

/** POST /api/forgot-reset: allowed once, within 10 minutes of a verified code. */
export const forgotResetHandler: Handler = async (request) => {
  const { email, newPassword } = parseInput(forgotResetRequestSchema, request.body);
  await resetPassword(email, newPassword);
  return message("Your password has been reset! Taking you to login...");
};
