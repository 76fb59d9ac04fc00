import { createHmac, timingSafeEqual } from "node:crypto";
import { isMailList, type MailList } from "../../contract/subscriptions";
import { mailLinkKeys, type MailLinkKeys } from "./link-keys";
import { digest } from "../secrets";

/**
 * Signed one-click unsubscribe links (RFC 8058; docs/email.md, "Unsubscribe links"):
 * `v2.<kid>.<uid>.<list>.<mac>`, where mac = base64url(seal || bind), each 16 bytes cut from an HMAC-SHA256 with
 * key[kid]: `seal` over ("unsub\0v2\0" uid "\0" list), `bind` over the same and sha256(email). The seal is checked
 * before anything is read, so a forged link learns nothing, not even whether its uid exists; the bind ties the link to
 * the address the mail went to, so it neither works for another address nor survives a change of the account's email.
 * Links of the older `v1` form (one MAC that covers the email) can only be checked against the account's email, so
 * they stay valid while the account exists and answer like a forged link once it is gone.
 * No expiry: links in old mail must keep working, and a replay can only turn off what is off.
 */
const VERSION = "v2";
const LEGACY = "v1";
const PART_BYTES = 16;
const LEGACY_MAC_BYTES = 24;

export interface UnsubscribeToken {
  version: typeof VERSION | typeof LEGACY;
  uid: string;
  list: MailList;
  kid: string;
  mac: Buffer;
}

const hmac = (key: Buffer, parts: string[]) => createHmac("sha256", key).update(parts.join("\0")).digest();
const emailDigest = (email: string) => digest(email.trim().toLowerCase());

const sealOf = (key: Buffer, uid: string, list: MailList) => hmac(key, ["unsub", VERSION, uid, list]).subarray(0, PART_BYTES);
const bindOf = (key: Buffer, uid: string, list: MailList, email: string) =>
  hmac(key, ["unsub", VERSION, uid, list, emailDigest(email)]).subarray(0, PART_BYTES);
const legacyMacOf = (key: Buffer, uid: string, list: MailList, email: string) =>
  hmac(key, ["unsub", LEGACY, uid, list, emailDigest(email)]).subarray(0, LEGACY_MAC_BYTES);

const same = (expected: Buffer, given: Buffer) => expected.length === given.length && timingSafeEqual(expected, given);

/** A link's token for one member, list and address, signed with the current key. */
export function signUnsubscribeToken(uid: string, list: MailList, email: string, keys: MailLinkKeys = mailLinkKeys()): string {
  const key = keys.keys.get(keys.current)!;
  const mac = Buffer.concat([sealOf(key, uid, list), bindOf(key, uid, list, email)]);
  return [VERSION, keys.current, uid, list, mac.toString("base64url")].join(".");
}

/** The parts of a well-formed token, or null: what it claims, before anything is believed. */
export function parseUnsubscribeToken(token: string): UnsubscribeToken | null {
  if (token.length > 300) return null;
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [version, kid, uid, list, mac] = parts as [string, string, string, string, string];
  if ((version !== VERSION && version !== LEGACY) || !/^[a-z0-9]{1,16}$/.test(kid) || !/^[A-Za-z0-9]{1,128}$/.test(uid) || !isMailList(list)) return null;
  // 32 bytes are 43 base64url characters (v2), 24 bytes 32 (v1).
  if (!/^[A-Za-z0-9_-]+$/.test(mac) || mac.length !== (version === VERSION ? 43 : 32)) return null;
  return { version, uid, list, kid, mac: Buffer.from(mac, "base64url") };
}

/**
 * Whether our key sealed this link for its member and list, before any lookup. Constant time. A v1 link has no seal
 * of its own: it answers null, "only the email can tell" (tokenMatches).
 */
export function tokenSealed(token: UnsubscribeToken, keys: MailLinkKeys = mailLinkKeys()): boolean | null {
  if (token.version === LEGACY) return null;
  const key = keys.keys.get(token.kid);
  return key ? same(sealOf(key, token.uid, token.list), token.mac.subarray(0, PART_BYTES)) : false;
}

/** Whether the token was signed by one of our keys for this member, list and (current) address. Constant time. */
export function tokenMatches(token: UnsubscribeToken, email: string, keys: MailLinkKeys = mailLinkKeys()): boolean {
  const key = keys.keys.get(token.kid);
  if (!key) return false;
  if (token.version === LEGACY) return same(legacyMacOf(key, token.uid, token.list, email), token.mac);
  return same(sealOf(key, token.uid, token.list), token.mac.subarray(0, PART_BYTES)) && same(bindOf(key, token.uid, token.list, email), token.mac.subarray(PART_BYTES));
}
