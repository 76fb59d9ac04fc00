import { apiPaths } from "@contract/routes";
import type { SignupRequest } from "@contract/users";
import { callApi } from "./client";

/**
 * POST /api/login: the answer's token is only the UI hint; the session itself is the httpOnly cookie. An account
 * with a second factor answers `secondFactor` instead, and no session until its second step (api/security.ts).
 */
export const login = (email: string, password: string) =>
  callApi(apiPaths.login, (s) => s.loginStepAnswerSchema, { method: "POST", json: { email, password } });

/** POST /api/signup */
export const signup = (form: SignupRequest) =>
  callApi(apiPaths.signup, (s) => s.signupAnswerSchema, { method: "POST", json: form });

/** POST /api/confirm, with what shows who signed up: the signup's secret kept by this browser, or the password. */
export const confirmEmail = (email: string, confirmationCode: string, proof: { signupToken?: string; password?: string }) =>
  callApi(apiPaths.confirm, (s) => s.okAnswerSchema, { method: "POST", json: { email, confirmationCode, ...proof } });

/** POST /api/resend */
export const resendConfirmation = (email: string) =>
  callApi(apiPaths.resend, (s) => s.okAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-request */
export const forgotRequest = (email: string) =>
  callApi(apiPaths.forgotRequest, (s) => s.messageAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-verify */
export const forgotVerify = (email: string, forgotCode: string) =>
  callApi(apiPaths.forgotVerify, (s) => s.forgotVerifyAnswerSchema, { method: "POST", json: { email, forgotCode } });

/** POST /api/forgot-link: is the reset mail's link still alive, and for which email. */
export const forgotLink = (token: string) =>
  callApi(apiPaths.forgotLink, (s) => s.forgotLinkAnswerSchema, { method: "POST", json: { token } });

/** POST /api/forgot-resend */
export const forgotResend = (email: string) =>
  callApi(apiPaths.forgotResend, (s) => s.messageAnswerSchema, { method: "POST", json: { email } });

/** POST /api/forgot-reset, with the token that step 2 answered. */
export const forgotReset = (email: string, newPassword: string, confirmPassword: string, resetToken: string) =>
  callApi(apiPaths.forgotReset, (s) => s.messageAnswerSchema, {
    method: "POST",
    json: { email, newPassword, confirmPassword, resetToken },
  });
