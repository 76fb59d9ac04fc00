// First, before any schema module runs (see contract-schemas.ts).
import "./zod-without-eval";
import { apiPaths } from "@contract/routes";
import { loginAnswerSchema } from "@contract/users";
import {
  passkeyOptionsAnswerSchema,
  recoveryCodesAnswerSchema,
  securityAnswerSchema,
  totpStartAnswerSchema,
  type FactorProof,
} from "@contract/security";
import { okAnswerSchema } from "@contract/errors";
import { callApi } from "./client";

// Second factors and passkeys (docs/accounts.md, "Second factors"). Only the profile's Security section and the
// login's second step import this module, both lazy chunks: its schemas come with it, not with every page's first
// call (api/contract-schemas.ts).

/** POST /api/login/second-factor: the password step's token and one proof; answers a session. */
export const finishSecondFactor = (pendingToken: string, proof: FactorProof) =>
  callApi(apiPaths.loginSecondFactor, () => loginAnswerSchema, { method: "POST", json: { pendingToken, proof } });

/** POST /api/login/passkey-options: with the pending token for the second step, without for a passkey alone. */
export const loginPasskeyOptions = (pendingToken?: string) =>
  callApi(apiPaths.loginPasskeyOptions, () => passkeyOptionsAnswerSchema, { method: "POST", json: pendingToken ? { pendingToken } : {} });

/** POST /api/login/passkey: signs in with a passkey alone. */
export const loginWithPasskey = (challengeId: string, credential: unknown) =>
  callApi(apiPaths.loginPasskey, () => loginAnswerSchema, { method: "POST", json: { challengeId, credential } });

/** GET /api/security */
export const fetchSecurity = () => callApi(apiPaths.security, () => securityAnswerSchema);

/** POST /api/security/totp */
export const startTotp = () => callApi(apiPaths.securityTotp, () => totpStartAnswerSchema, { method: "POST", json: {} });

/** POST /api/security/totp/confirm */
export const confirmTotp = (code: string) =>
  callApi(apiPaths.securityTotpConfirm, () => recoveryCodesAnswerSchema, { method: "POST", json: { code } });

/** DELETE /api/security/totp */
export const removeTotp = () => callApi(apiPaths.securityTotp, () => okAnswerSchema, { method: "DELETE" });

/** POST /api/security/recovery-codes */
export const remakeRecoveryCodes = () =>
  callApi(apiPaths.securityRecoveryCodes, () => recoveryCodesAnswerSchema, { method: "POST", json: {} });

/** POST /api/security/passkeys/options */
export const passkeyRegistrationOptions = () =>
  callApi(apiPaths.securityPasskeyOptions, () => passkeyOptionsAnswerSchema, { method: "POST", json: {} });

/** POST /api/security/passkeys */
export const addPasskey = (name: string, challengeId: string, credential: unknown) =>
  callApi(apiPaths.securityPasskeys, () => recoveryCodesAnswerSchema, { method: "POST", json: { name, challengeId, credential } });

/** PUT /api/security/passkeys/:id */
export const renamePasskey = (id: string, name: string) =>
  callApi(apiPaths.securityPasskey(id), () => okAnswerSchema, { method: "PUT", json: { name } });

/** DELETE /api/security/passkeys/:id */
export const removePasskey = (id: string) => callApi(apiPaths.securityPasskey(id), () => okAnswerSchema, { method: "DELETE" });

/** POST /api/security/step-up/options */
export const stepUpOptions = () =>
  callApi(apiPaths.securityStepUpOptions, () => passkeyOptionsAnswerSchema, { method: "POST", json: {} });

/** POST /api/security/step-up */
export const stepUp = (proof: FactorProof) => callApi(apiPaths.securityStepUp, () => okAnswerSchema, { method: "POST", json: proof });
