import {
  addPasskeyRequestSchema,
  factorProofSchema,
  passkeyLoginRequestSchema,
  passkeyOptionsRequestSchema,
  renamePasskeyRequestSchema,
  SECURITY_MESSAGES,
  secondFactorRequestSchema,
  totpConfirmRequestSchema,
  type PasskeyOptionsAnswer,
  type RecoveryCodesAnswer,
  type SecurityAnswer,
  type TotpStartAnswer,
} from "../../contract/security";
import type { LoginAnswer } from "../../contract/users";
import { acknowledge } from "../../http/answers";
import { parseId, parseInput } from "../../http/parse";
import type { ApiRequest, Handler } from "../../http/router";
import { clientOf } from "../../http/session-client";
import { requireFreshProof, requireViewer, sessionCookie, type Viewer } from "../../http/viewer";
import { markFactorProved } from "../../services/accounts/sessions-service";
import { recordAudit, type AuditEntry } from "../../services/audit/audit-log";
import { randomToken } from "../../services/secrets";
import { finishSecondStep, passkeySignIn, pendingUid, proveFactor } from "../../services/security/factor-sign-in";
import {
  addPasskey,
  authenticationOptions,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from "../../services/security/passkeys";
import { mailFactorChange } from "../../services/security/security-mail";
import { factorsOf, confirmTotp, remakeRecoveryCodes, removeTotp, startTotp } from "../../services/security/second-factors";

// The account's second factors (docs/accounts.md, "Second factors"). Each call is the signed-in account's own, for
// itself: nobody, the owner included, manages another account's factors. Changing factors is sensitive: once the
// account has one, it needs a factor proved on this session in the last 10 minutes (requireFreshProof).

const audit = (request: ApiRequest, viewer: Viewer, entry: Omit<AuditEntry, "area" | "actorUid" | "address">) =>
  recordAudit({ area: "security", actorUid: viewer.uid, address: request.ip, ...entry });

/** Audits one change of factors and mails the account about it. */
async function factorChanged(request: ApiRequest, viewer: Viewer, action: string, summary: string, target?: string) {
  await audit(request, viewer, { action, summary, ...(target ? { target } : {}) });
  await mailFactorChange(viewer.uid, summary);
}

/** GET /api/security: this account's factors; never a secret or a code. */
export const securityHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const [state, passkeys] = await Promise.all([factorsOf(viewer.uid), listPasskeys(viewer.uid)]);
  const body: SecurityAnswer = {
    success: true,
    totp: { enabled: state.totp !== null, addedAt: state.totp ? state.totp.addedAt.toDate().toISOString() : null },
    recoveryCodesLeft: state.recoveryCodes.length,
    passkeys,
    factorProvedAt: viewer.factorProvedAt === null ? null : new Date(viewer.factorProvedAt).toISOString(),
  };
  return { body };
};

/** POST /api/security/totp: a new secret to scan; it waits for one good code. */
export const startTotpHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const body: TotpStartAnswer = { success: true, ...(await startTotp(viewer.uid)) };
  return { body };
};

/** POST /api/security/totp/confirm {code}: finishes enrolment; the first factor answers its recovery codes once. */
export const confirmTotpHandler: Handler = async (request) => {
  const { code } = parseInput(totpConfirmRequestSchema, request.body);
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const { recoveryCodes } = await confirmTotp(viewer.uid, code);
  await markFactorProved(viewer.sessionId);
  await factorChanged(request, viewer, "factor.add", "An authenticator app was added to your account.", "totp");
  if (recoveryCodes) await audit(request, viewer, { action: "recovery.make", summary: "Ten recovery codes were made." });
  const body: RecoveryCodesAnswer = { success: true, message: SECURITY_MESSAGES.totpAdded, ...(recoveryCodes ? { recoveryCodes } : {}) };
  return { body };
};

/** DELETE /api/security/totp */
export const removeTotpHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  await removeTotp(viewer.uid);
  await factorChanged(request, viewer, "factor.remove", "The authenticator app was removed from your account.", "totp");
  return acknowledge(SECURITY_MESSAGES.totpRemoved);
};

/** POST /api/security/recovery-codes: ten new codes replace the old ones, answered once. */
export const remakeRecoveryCodesHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const recoveryCodes = await remakeRecoveryCodes(viewer.uid);
  await factorChanged(request, viewer, "recovery.make", "New recovery codes were made; the old ones no longer work.");
  const body: RecoveryCodesAnswer = { success: true, message: SECURITY_MESSAGES.recoveryMade, recoveryCodes };
  return { body };
};

/** POST /api/security/passkeys/options: the challenge for adding a passkey. */
export const passkeyRegistrationOptionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const body: PasskeyOptionsAnswer = { success: true, ...(await registrationOptions(viewer.uid)) };
  return { body };
};

/** POST /api/security/passkeys {name, challengeId, credential}: adds the passkey the browser made. */
export const addPasskeyHandler: Handler = async (request) => {
  const { name, challengeId, credential } = parseInput(addPasskeyRequestSchema, request.body);
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const { id, recoveryCodes } = await addPasskey(viewer.uid, name, challengeId, credential);
  await markFactorProved(viewer.sessionId);
  await factorChanged(request, viewer, "factor.add", `The passkey "${name}" was added to your account.`, id);
  if (recoveryCodes) await audit(request, viewer, { action: "recovery.make", summary: "Ten recovery codes were made." });
  const body: RecoveryCodesAnswer = { success: true, message: SECURITY_MESSAGES.passkeyAdded, ...(recoveryCodes ? { recoveryCodes } : {}) };
  return { status: 201, body };
};

/** PUT /api/security/passkeys/:id {name} */
export const renamePasskeyHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  const { name } = parseInput(renamePasskeyRequestSchema, request.body);
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  await renamePasskey(viewer.uid, id, name);
  await factorChanged(request, viewer, "factor.rename", `A passkey was renamed "${name}".`, id);
  return acknowledge(SECURITY_MESSAGES.passkeyRenamed);
};

/** DELETE /api/security/passkeys/:id */
export const removePasskeyHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  const name = await removePasskey(viewer.uid, id);
  await factorChanged(request, viewer, "factor.remove", `The passkey "${name}" was removed from your account.`, id);
  return acknowledge(SECURITY_MESSAGES.passkeyRemoved);
};

/** POST /api/security/step-up/options: a passkey challenge for proving it is still you. */
export const stepUpOptionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const body: PasskeyOptionsAnswer = { success: true, ...(await authenticationOptions("step-up", viewer.uid, request.ip)) };
  return { body };
};

/** POST /api/security/step-up {code | recoveryCode | passkey}: proves a factor again; sensitive changes then work for 10 minutes. */
export const stepUpHandler: Handler = async (request) => {
  const proof = parseInput(factorProofSchema, request.body);
  const viewer = await requireViewer(request);
  await proveFactor(viewer.uid, proof, request.ip, "step-up");
  await markFactorProved(viewer.sessionId);
  await audit(request, viewer, { action: "step-up.pass", summary: "A second factor was proved again." });
  return acknowledge(SECURITY_MESSAGES.proved);
};

const loggedIn = (cookie: string) => {
  const body: LoginAnswer = { success: true, token: randomToken(), message: SECURITY_MESSAGES.loggedIn };
  return { body, cookies: [sessionCookie(cookie)] };
};

/** POST /api/login/second-factor {pendingToken, proof}: the second step after the password. */
export const secondFactorHandler: Handler = async (request) => {
  const { pendingToken, proof } = parseInput(secondFactorRequestSchema, request.body);
  return loggedIn(await finishSecondStep(pendingToken, proof, clientOf(request)));
};

/**
 * POST /api/login/passkey-options {pendingToken?}: a passkey challenge for the second step (that account's passkeys)
 * or, without a token, for signing in with a passkey alone.
 */
export const loginPasskeyOptionsHandler: Handler = async (request) => {
  const { pendingToken } = parseInput(passkeyOptionsRequestSchema, request.body);
  const uid = pendingToken ? await pendingUid(pendingToken) : null;
  const body: PasskeyOptionsAnswer = { success: true, ...(await authenticationOptions(uid ? "second-step" : "sign-in", uid, request.ip)) };
  return { body };
};

/** POST /api/login/passkey {challengeId, credential}: signs in with a passkey alone. */
export const passkeyLoginHandler: Handler = async (request) => {
  const { challengeId, credential } = parseInput(passkeyLoginRequestSchema, request.body);
  return loggedIn(await passkeySignIn(challengeId, credential, clientOf(request)));
};
