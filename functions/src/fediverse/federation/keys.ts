import { generateCryptoKeyPair, importJwk } from "@fedify/fedify";

/**
 * The owner's signing keys: an RSA pair for HTTP Signatures (what Mastodon verifies) and an Ed25519 pair for Object
 * Integrity Proofs. They are made once (scripts/lib/fediverse-keys.mjs) and kept where only the function reads them: the
 * FEDIVERSE_KEYS secret in Secret Manager in production, and the git-ignored functions/.secret.local on the
 * emulators, which the local stack writes on its first start (docs/fediverse.md, "The signing keys").
 * The value is base64url JSON: `{ rsa: {publicKey, privateKey}, ed25519: {publicKey, privateKey} }`, each a JWK.
 */
export const FEDIVERSE_KEYS_SECRET = "FEDIVERSE_KEYS";

type KeyPair = Awaited<ReturnType<typeof generateCryptoKeyPair>>;
type Jwk = Parameters<typeof importJwk>[0];
type StoredPair = { publicKey: Jwk; privateKey: Jwk };

let loaded: Promise<KeyPair[]> | undefined;

/** The two key pairs, RSA first (Fedify signs HTTP requests with the first RSA key), read once per instance. */
export function ownerKeyPairs(): Promise<KeyPair[]> {
  return (loaded ??= readKeyPairs(process.env[FEDIVERSE_KEYS_SECRET]));
}

async function readKeyPairs(secret: string | undefined): Promise<KeyPair[]> {
  if (!secret) throw new Error(`${FEDIVERSE_KEYS_SECRET} is not set: run \`npm run fediverse-keys\` (docs/fediverse.md).`);
  const stored = JSON.parse(Buffer.from(secret, "base64url").toString("utf8")) as Record<"rsa" | "ed25519", StoredPair>;
  const imported = async ({ publicKey, privateKey }: StoredPair): Promise<KeyPair> => ({
    publicKey: await importJwk(publicKey, "public"),
    privateKey: await importJwk(privateKey, "private"),
  });
  return [await imported(stored.rsa), await imported(stored.ed25519)];
}
