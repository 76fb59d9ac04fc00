import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { ownerAccount } from "../../config";
import { shortenAddress } from "../accounts/session-clients";
import { auth, db } from "../../firebase";

/**
 * The owner's audit log: one append-only record per owner action or security event. Only the API writes it
 * (firestore.rules closes it to every client); nothing ever updates an entry, and the TTL on `expiresAt`
 * removes an entry a year after it was written.
 */
export const AUDIT_LOG = "auditLog";

const KEPT_FOR_MS = 365 * 24 * 60 * 60 * 1000;

/** Which part of the site an action belongs to, for the log page's filter. */
export type AuditArea = "content" | "moderation" | "settings" | "security";

export interface AuditEntry {
  area: AuditArea;
  /** What was done, as a short dotted name such as "item.publish" or "factor.add". */
  action: string;
  /** Who did it: a uid, or null for an unknown caller (a failed sign-in names no account it could not prove). */
  actorUid: string | null;
  /** What it was done to: an item's "kind/id", a uid, a factor's id; absent when the action has no object. */
  target?: string;
  /** A short human line shown on the log page, e.g. the item's title or the factor's name. No secrets. */
  summary?: string;
  /** The caller's network address, as the API saw it; stored cut to its network, as sessions keep it (session-clients.ts). */
  address?: string;
}

/** Appends one entry. Awaited by callers, so an action that is reported done is also logged. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  await db()
    .collection(AUDIT_LOG)
    .add({
      ...entry,
      ...(entry.address !== undefined && { address: shortenAddress(entry.address) }),
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + KEPT_FOR_MS),
    });
}

let ownerUid: Promise<string> | undefined;

/**
 * The owner's uid, looked up once per instance: the owner-only services (publishing, moderation, settings) are not
 * handed their caller, and only the owner can reach them.
 */
function theOwnersUid(): Promise<string> {
  ownerUid ??= auth()
    .getUserByEmail(ownerAccount().email)
    .then((user) => user.uid)
    .catch((error: unknown) => {
      ownerUid = undefined;
      throw error;
    });
  return ownerUid;
}

/** recordAudit for an action only the owner can take, from a service that is not told who called it. */
export async function recordOwnerAudit(entry: Omit<AuditEntry, "actorUid">): Promise<void> {
  await recordAudit({ ...entry, actorUid: await theOwnersUid() });
}
