/**
 * The keys that sign unsubscribe links (services/mail/unsubscribe-tokens.ts). They are made once
 * (scripts/lib/mail-link-keys.mjs) and kept where only the functions read them: the MAIL_LINK_KEYS secret in Secret
 * Manager in production, and the git-ignored functions/.secret.local on the emulators, which the local stack writes
 * on its first start (docs/email.md, "Unsubscribe links").
 * The value is base64url JSON: `{ current: kid, keys: { kid: base64url(32 random bytes), ... } }`. New links are
 * signed with `current`; a link names its key id, so after a rotation the old key keeps verifying old mail's links
 * until it is removed.
 */
export const MAIL_LINK_KEYS_SECRET = "MAIL_LINK_KEYS";

export interface MailLinkKeys {
  current: string;
  keys: Map<string, Buffer>;
}

let loaded: MailLinkKeys | undefined;

/** The keys, read once per instance. Throws, naming the fix, when the secret is missing or malformed. */
export function mailLinkKeys(): MailLinkKeys {
  return (loaded ??= readKeys(process.env[MAIL_LINK_KEYS_SECRET]));
}

export function readKeys(secret: string | undefined): MailLinkKeys {
  if (!secret) throw new Error(`${MAIL_LINK_KEYS_SECRET} is not set: run \`npm run mail-link-keys\` (docs/email.md).`);
  const stored = JSON.parse(Buffer.from(secret, "base64url").toString("utf8")) as { current?: unknown; keys?: Record<string, unknown> };
  const keys = new Map<string, Buffer>();
  for (const [kid, value] of Object.entries(stored.keys ?? {})) {
    if (typeof value === "string" && /^[a-z0-9]{1,16}$/.test(kid)) keys.set(kid, Buffer.from(value, "base64url"));
  }
  const current = typeof stored.current === "string" ? stored.current : "";
  if ((keys.get(current)?.length ?? 0) < 32) throw new Error(`${MAIL_LINK_KEYS_SECRET} has no current key of 32 bytes or more.`);
  return { current, keys };
}
