// The keys that sign unsubscribe links (functions/src/services/mail/link-keys.ts reads them), as base64url JSON
// `{current, keys: {kid: key}}`. Made once: on the emulators the local stack keeps them in the git-ignored
// functions/.secret.local, where the Functions emulator reads secrets; in production
// `npm run mail-link-keys -- --project <id>` stores them in Secret Manager, and `--rotate` adds a new current key
// while old mail's links keep working with the old one (docs/email.md, "Unsubscribe links").
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { ROOT } from "./config.mjs";

export const MAIL_SECRET_NAME = "MAIL_LINK_KEYS";
const LOCAL_SECRETS = join(ROOT, "functions", ".secret.local");

/** A new key id: `k` and the day it was made, plus a little randomness so two rotations a day differ. */
const newKeyId = () => `k${new Date().toISOString().slice(0, 10).replaceAll("-", "")}${randomBytes(2).toString("hex")}`;

/** A value for the secret: `previous` (a value of it) keeps its keys, and a new key becomes current. */
export function makeMailLinkKeys(previous) {
  const stored = previous ? JSON.parse(Buffer.from(previous, "base64url").toString("utf8")) : { keys: {} };
  const kid = newKeyId();
  const keys = { ...stored.keys, [kid]: randomBytes(32).toString("base64url") };
  return Buffer.from(JSON.stringify({ current: kid, keys })).toString("base64url");
}

/** Writes the local value into functions/.secret.local unless it holds one: old local mail's links keep working. */
export function ensureLocalMailLinkKeys() {
  const current = existsSync(LOCAL_SECRETS) ? readFileSync(LOCAL_SECRETS, "utf8") : "";
  if (current.split("\n").some((line) => line.startsWith(`${MAIL_SECRET_NAME}=`))) return;
  writeFileSync(LOCAL_SECRETS, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${MAIL_SECRET_NAME}=${makeMailLinkKeys()}\n`, { mode: 0o600 });
}
