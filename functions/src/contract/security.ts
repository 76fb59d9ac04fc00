import { z } from "zod";
import { loginAnswerSchema } from "./users";

/**
 * Second factors (docs/accounts.md, "Second factors"): an authenticator app (TOTP), passkeys and recovery codes,
 * the second step of signing in, and the fresh proof that sensitive changes ask for.
 */
export { SECURITY_MESSAGES, SECURITY_RULES } from "./security-messages";
import { SECURITY_MESSAGES, SECURITY_RULES } from "./security-messages";

const CODE_MESSAGE = "Enter the 6-digit code from your app.";
export const totpCodeSchema = z.string({ error: CODE_MESSAGE }).trim().max(6, CODE_MESSAGE).regex(/^\d{6}$/, CODE_MESSAGE);

const RECOVERY_MESSAGE = "Enter a recovery code like abcde-fghij.";
/** Recovery codes are 10 letters of base32, shown as two groups of 5; spaces, dashes and case are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: RECOVERY_MESSAGE })
  .max(40, RECOVERY_MESSAGE)
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, RECOVERY_MESSAGE));

/** A passkey ceremony's answer from @simplewebauthn/browser: checked in full by @simplewebauthn/server. */
const credentialSchema = z.looseObject({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().max(40).optional(),
});

export type PasskeyCredential = z.infer<typeof credentialSchema>;

const passkeyAnswerSchema = z.object(
  { challengeId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Unknown passkey request."), credential: credentialSchema },
  { error: "Send the passkey's answer." },
);

const pendingTokenSchema = z.string({ error: SECURITY_MESSAGES.pendingExpired }).regex(/^[A-Za-z0-9_-]{20,64}$/, SECURITY_MESSAGES.pendingExpired);

/** One proof of a second factor: exactly one of a code, a recovery code or a passkey's answer. */
export const factorProofSchema = z.union(
  [
    z.object({ code: totpCodeSchema }).strict(),
    z.object({ recoveryCode: recoveryCodeSchema }).strict(),
    z.object({ passkey: passkeyAnswerSchema }).strict(),
  ],
  { error: "Send a code, a recovery code or a passkey." },
);
export type FactorProof = z.infer<typeof factorProofSchema>;

/** POST /api/login/second-factor: the password step's token and one proof. */
export const secondFactorRequestSchema = z.object({ pendingToken: pendingTokenSchema, proof: factorProofSchema });

/** POST /api/login/passkey-options: for the second step (with the pending token) or a passkey alone (without). */
export const passkeyOptionsRequestSchema = z.object({ pendingToken: pendingTokenSchema.optional() });

/** POST /api/login/passkey: a passkey alone signs in. */
export const passkeyLoginRequestSchema = passkeyAnswerSchema;

export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });

const passkeyNameSchema = z
  .string({ error: "Name the passkey." })
  .trim()
  .min(1, "Name the passkey.")
  .max(SECURITY_RULES.passkeyNameMax, `A passkey's name is at most ${SECURITY_RULES.passkeyNameMax} characters.`);

export const addPasskeyRequestSchema = z.object({ name: passkeyNameSchema, challengeId: passkeyAnswerSchema.shape.challengeId, credential: credentialSchema });
export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });

/** The second step a login needs: no session yet, only this short-lived token. */
export const secondFactorNeededSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secondFactor: z.object({ pendingToken: z.string(), methods: z.array(z.enum(["totp", "passkey", "recovery"])) }),
});
export type SecondFactorNeeded = z.infer<typeof secondFactorNeededSchema>;

const passkeySummarySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** GET /api/security: this account's factors, never a secret. `factorProvedAt`: when this session last proved one. */
export const securityAnswerSchema = z.object({
  success: z.literal(true),
  totp: z.object({ enabled: z.boolean(), addedAt: z.string().nullable() }),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(passkeySummarySchema),
  factorProvedAt: z.string().nullable(),
});
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

export const totpStartAnswerSchema = z.object({ success: z.literal(true), secret: z.string(), otpauthUrl: z.string() });
export type TotpStartAnswer = z.infer<typeof totpStartAnswerSchema>;

/** Recovery codes come back once: when the first factor is added and when new ones are made. */
export const recoveryCodesAnswerSchema = z.object({ success: z.literal(true), message: z.string(), recoveryCodes: z.array(z.string()).optional() });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** The options @simplewebauthn/browser takes, as @simplewebauthn/server made them. */
export const passkeyOptionsAnswerSchema = z.object({ success: z.literal(true), challengeId: z.string(), options: z.record(z.string(), z.unknown()) });
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswerSchema>;

/** POST /api/login answers a session, or the second step an account with a factor needs. */
export const loginStepAnswerSchema = z.union([loginAnswerSchema, secondFactorNeededSchema]);
