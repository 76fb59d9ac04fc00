import { okAnswerSchema } from "@contract/errors";
import { apiPaths } from "@contract/routes";
import {
  forgotVerifyAnswerSchema,
  loginAnswerSchema,
  messageAnswerSchema,
  signupAnswerSchema,
  type SignupRequest,
} from "@contract/users";
import { callApi } from "./client";

/** POST /api/login: the answer's token is only the UI hint; the session itself is the httpOnly cookie. */
export const login = (email: string, password: string) =>
  callApi(apiPaths.login, loginAnswerSchema, { method: "POST", json: { email, password } });

/** POST /api/signup */
export const signup = (form: SignupRequest) =>
  callApi(apiPaths.signup, signupAnswerSchema, { method: "POST", json: form });

/** POST /api/confirm */
export const confirmEmail = (email: string, confirmationCode: string) =>
  callApi(apiPaths.confirm, okAnswerSchema, { method: "POST", json: { email, confirmationCode } });

/** POST /api/resend */
export const resendConfirmation = (email: string) =>
  callApi(apiPaths.resend, okAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-request */
export const forgotRequest = (email: string) =>
  callApi(apiPaths.forgotRequest, messageAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-verify */
export const forgotVerify = (email: string, forgotCode: string) =>
  callApi(apiPaths.forgotVerify, forgotVerifyAnswerSchema, { method: "POST", json: { email, forgotCode } });

/** POST /api/forgot-resend */
export const forgotResend = (email: string) =>
  callApi(apiPaths.forgotResend, messageAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-reset, with the token that step 2 answered. */
export const forgotReset = (email: string, newPassword: string, confirmPassword: string, resetToken: string) =>
  callApi(apiPaths.forgotReset, messageAnswerSchema, {
    method: "POST",
    json: { email, newPassword, confirmPassword, resetToken },
  });

/** POST /api/logout: the spec shows no answer, so callers only learn whether it worked. */
export async function logout(): Promise<void> {
  await callApi(apiPaths.logout, okAnswerSchema, { method: "POST" });
}
