import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { db } from "../../firebase";

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
  /** The caller's network address, as the API saw it. */
  address?: string;
}

/** Appends one entry. Awaited by callers, so an action that is reported done is also logged. */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  await db()
    .collection(AUDIT_LOG)
    .add({
      ...entry,
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + KEPT_FOR_MS),
    });
}
