// The key that encrypts authenticator app secrets (functions/src/services/security/factor-key.ts reads it): 32 random
// bytes as base64url. On the emulators the local stack keeps a demo key in the git-ignored functions/.secret.local,
// where the Functions emulator reads secrets; in production `npm run factor-key -- --project <id>` stores a key of its
// own in Secret Manager (docs/accounts.md). Never committed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { ROOT } from "./config.mjs";

export const FACTOR_KEY_SECRET = "FACTOR_KEY";
const LOCAL_SECRETS = join(ROOT, "functions", ".secret.local");

export const makeFactorKey = () => randomBytes(32).toString("base64url");

/** Writes a local key into functions/.secret.local unless it holds one: local enrolments keep working across starts. */
export function ensureLocalFactorKey() {
  const current = existsSync(LOCAL_SECRETS) ? readFileSync(LOCAL_SECRETS, "utf8") : "";
  if (current.split("\n").some((line) => line.startsWith(`${FACTOR_KEY_SECRET}=`))) return;
  writeFileSync(LOCAL_SECRETS, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${FACTOR_KEY_SECRET}=${makeFactorKey()}\n`, { mode: 0o600 });
}
