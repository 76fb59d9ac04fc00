import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * The key that encrypts authenticator app secrets at rest (AES-256-GCM). It is kept where only the functions read
 * it: the FACTOR_KEY secret in Secret Manager in production (`npm run factor-key -- --project <id>`), and the
 * git-ignored functions/.secret.local on the emulators, which the local stack writes on its first start. A copy of
 * Firestore alone (an export, a leaked backup) then holds no usable TOTP secret.
 * The value is 32 random bytes as base64url.
 */
export const FACTOR_KEY_SECRET = "FACTOR_KEY";

let loaded: Buffer | undefined;

function factorKey(): Buffer {
  return (loaded ??= readFactorKey(process.env[FACTOR_KEY_SECRET]));
}

export function readFactorKey(value: string | undefined): Buffer {
  if (!value) throw new Error(`${FACTOR_KEY_SECRET} is not set: run \`npm run factor-key\` (docs/accounts.md).`);
  const key = Buffer.from(value, "base64url");
  if (key.length !== 32) throw new Error(`${FACTOR_KEY_SECRET} must be 32 bytes as base64url.`);
  return key;
}

/** "v1.iv.tag.ciphertext", base64url. `context` (the account's uid) is bound in, so a secret cannot be moved to another account. */
export function sealSecret(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", factorKey(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function openSecret(sealed: string, context: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("An authenticator secret is stored in an unknown form.");
  const decipher = createDecipheriv("aes-256-gcm", factorKey(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
