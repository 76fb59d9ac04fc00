import { createHmac, timingSafeEqual } from "node:crypto";
import { isMailList, type MailList } from "../contract/subscriptions";
import { mailLinkKeys, type MailLinkKeys } from "./mail-link-keys";
import { digest } from "./secrets";

/**
 * Signed one-click unsubscribe links (RFC 8058; docs/email.md, "Unsubscribe links"):
 * `v1.<kid>.<uid>.<list>.<mac>`, where mac = HMAC-SHA256(key[kid], "unsub\0v1\0" uid "\0" list "\0" sha256(email)),
 * cut to 24 bytes, base64url. Without the key nobody can make one for another member or list, and as the MAC covers
 * a digest of the address the mail went to, a link neither works for another address nor survives a change of the
 * account's email. No expiry: links in old mail must keep working, and a replay can only turn off what is off.
 */
const VERSION = "v1";
const MAC_BYTES = 24;

export interface UnsubscribeToken {
  uid: string;
  list: MailList;
  kid: string;
  mac: Buffer;
}

const macOf = (key: Buffer, uid: string, list: MailList, email: string) =>
  createHmac("sha256", key)
    .update(["unsub", VERSION, uid, list, digest(email.trim().toLowerCase())].join("\0"))
    .digest()
    .subarray(0, MAC_BYTES);

/** A link's token for one member, list and address, signed with the current key. */
export function signUnsubscribeToken(uid: string, list: MailList, email: string, keys: MailLinkKeys = mailLinkKeys()): string {
  const key = keys.keys.get(keys.current)!;
  return [VERSION, keys.current, uid, list, macOf(key, uid, list, email).toString("base64url")].join(".");
}

/** The parts of a well-formed token, or null: what it claims, before anything is believed. */
export function parseUnsubscribeToken(token: string): UnsubscribeToken | null {
  if (token.length > 300) return null;
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [version, kid, uid, list, mac] = parts as [string, string, string, string, string];
  if (version !== VERSION || !/^[a-z0-9]{1,16}$/.test(kid) || !/^[A-Za-z0-9]{1,128}$/.test(uid) || !isMailList(list)) return null;
  if (!/^[A-Za-z0-9_-]{32}$/.test(mac)) return null;
  return { uid, list, kid, mac: Buffer.from(mac, "base64url") };
}

/** Whether the token was signed by one of our keys for this member, list and (current) address. Constant time. */
export function tokenMatches(token: UnsubscribeToken, email: string, keys: MailLinkKeys = mailLinkKeys()): boolean {
  const key = keys.keys.get(token.kid);
  if (!key) return false;
  const expected = macOf(key, token.uid, token.list, email);
  return expected.length === token.mac.length && timingSafeEqual(expected, token.mac);
}
