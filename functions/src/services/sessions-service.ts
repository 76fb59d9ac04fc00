import { Timestamp } from "firebase-admin/firestore";
import { SESSION_LIFETIME_MS } from "../contract/limits";
import { auth, db } from "../firebase";
import { digest } from "./secrets";

/**
 * Every live session has a document sessions/{digest(cookie)} = {uid, expiresAt}.
 * Firebase's own revocation has one-second granularity and ends every session of a user at once;
 * the documents make logout exact and per device, and a password reset ends them all.
 */
export const SESSIONS = "sessions";

const sessionRef = (cookie: string) => db().collection(SESSIONS).doc(digest(cookie));

export interface Session {
  uid: string;
  isOwner: boolean;
}

/** Turns a fresh, verified ID token into a session cookie and records it. */
export async function startSession(idToken: string, uid: string): Promise<string> {
  const cookie = await auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
  await sessionRef(cookie).set({ uid, expiresAt: Timestamp.fromMillis(Date.now() + SESSION_LIFETIME_MS) });
  return cookie;
}

/** The session behind a cookie, or null when it is forged, expired, logged out or reset away. */
export async function findSession(cookie: string): Promise<Session | null> {
  try {
    const [claims, record] = await Promise.all([auth().verifySessionCookie(cookie), sessionRef(cookie).get()]);
    if (!record.exists || record.get("uid") !== claims.uid) return null;
    return { uid: claims.uid, isOwner: claims.owner === true };
  } catch {
    return null;
  }
}

export async function endSession(cookie: string): Promise<void> {
  await sessionRef(cookie).delete();
}

/** Ends every session of a user, here and in Firebase Auth (refresh tokens), after a password reset. */
export async function endAllSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
  const sessions = await db().collection(SESSIONS).where("uid", "==", uid).get();
  const writer = db().bulkWriter();
  for (const session of sessions.docs) void writer.delete(session.ref);
  await writer.close();
}
