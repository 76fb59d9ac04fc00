import { CODE_RULES } from "../../contract/limits";
import {
  emailRequestSchema,
  forgotLinkRequestSchema,
  forgotResetRequestSchema,
  RESET_LINK_MESSAGES,
  type ForgotLinkAnswer,
  forgotVerifyRequestSchema,
  type ForgotVerifyAnswer,
} from "../../contract/users";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { CODE_REQUEST_FLOOR_MS, noSoonerThan } from "../../http/timing";
import { openResetLink, resetPassword, sendResetCode, verifyResetCode } from "../../services/accounts/password-reset-service";

const SENT = `If an account uses that email, we sent it a 6-digit code. It expires in ${CODE_RULES.lifetimeMs / 60_000} minutes.`;

/** POST /api/forgot-request and /api/forgot-resend: a new code, beside the last few still alive. */
export const sendResetCodeHandler: Handler = async (request) => {
  const { email } = parseInput(emailRequestSchema, request.body);
  await noSoonerThan(CODE_REQUEST_FLOOR_MS, () => sendResetCode(email, request.ip));
  return acknowledge(SENT);
};

/** POST /api/forgot-verify */
export const forgotVerifyHandler: Handler = async (request) => {
  const { email, forgotCode } = parseInput(forgotVerifyRequestSchema, request.body);
  const resetToken = await verifyResetCode(email, forgotCode, request.ip);
  const body: ForgotVerifyAnswer = { success: true, message: "Code verified. Choose a new password.", resetToken };
  return { body };
};

/** POST /api/forgot-link: whether the reset mail's one-time link is alive, and for which email; it uses nothing. */
export const forgotLinkHandler: Handler = async (request) => {
  const { token } = parseInput(forgotLinkRequestSchema, request.body);
  const body: ForgotLinkAnswer = { success: true, message: RESET_LINK_MESSAGES.opened, email: await openResetLink(token) };
  return { body };
};

/** POST /api/forgot-reset: allowed once, within 10 minutes of a verified code (with its token), or with the mail's link. */
export const forgotResetHandler: Handler = async (request) => {
  const { email, newPassword, resetToken } = parseInput(forgotResetRequestSchema, request.body);
  await resetPassword(email, newPassword, resetToken);
  return acknowledge("Your password has been reset! Taking you to login...");
};
