// The owner's fediverse signing keys (functions/src/fediverse/federation/keys.ts reads them): an RSA pair for HTTP Signatures
// and an Ed25519 pair for Object Integrity Proofs, as base64url JSON of JWKs. Made once: on the emulators the local
// stack keeps them in the git-ignored functions/.secret.local, where the Functions emulator reads secrets; in
// production `npm run fediverse-keys -- --project <id>` stores them in Secret Manager.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { webcrypto } from "node:crypto";
import { ROOT } from "./config.mjs";

export const SECRET_NAME = "FEDIVERSE_KEYS";
const LOCAL_SECRETS = join(ROOT, "functions", ".secret.local");

async function exportedPair(algorithm) {
  const { publicKey, privateKey } = await webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"]);
  return { publicKey: await webcrypto.subtle.exportKey("jwk", publicKey), privateKey: await webcrypto.subtle.exportKey("jwk", privateKey) };
}

/** A new value for the FEDIVERSE_KEYS secret. */
export async function makeKeysSecret() {
  const rsa = await exportedPair({ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" });
  const ed25519 = await exportedPair({ name: "Ed25519" });
  return Buffer.from(JSON.stringify({ rsa, ed25519 })).toString("base64url");
}

/** Writes functions/.secret.local with new keys unless it already holds some: the local account keeps its keys. */
export async function ensureLocalKeys() {
  const current = existsSync(LOCAL_SECRETS) ? readFileSync(LOCAL_SECRETS, "utf8") : "";
  if (current.split("\n").some((line) => line.startsWith(`${SECRET_NAME}=`))) return;
  writeFileSync(LOCAL_SECRETS, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${SECRET_NAME}=${await makeKeysSecret()}\n`, { mode: 0o600 });
}
