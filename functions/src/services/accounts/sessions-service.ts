import { Timestamp } from "firebase-admin/firestore";
import { SESSION_LIFETIME_MS } from "../../contract/limits";
import { ownerAccount } from "../../config";
import { auth, db } from "../../firebase";
import { digest, randomToken } from "../secrets";

/**
 * Every live session has a document sessions/{sessionId} = {uid, cookieDigest, expiresAt}, and the cookie
 * is "sessionId.firebaseSessionCookie". Firebase's own revocation has one-second granularity and ends every
 * session of a user at once; the documents make logout exact and per device, and a password reset ends them all.
 * (Two logins in the same second get byte-identical Firebase cookies, hence the id of our own.)
 */
export const SESSIONS = "sessions";

const sessionRef = (sessionId: string) => db().collection(SESSIONS).doc(sessionId);

export interface Session {
  uid: string;
  isOwner: boolean;
  /** This session's own id (the cookie's first part), for marking a factor proved on it. */
  sessionId: string;
  /** When this session last proved a second factor (ms), or null: signing in with one, or a step-up, sets it. */
  factorProvedAt: number | null;
}

function splitCookie(cookie: string): { sessionId: string; firebaseCookie: string } | null {
  const dot = cookie.indexOf(".");
  const sessionId = cookie.slice(0, dot);
  if (dot <= 0 || !/^[A-Za-z0-9_-]{20,64}$/.test(sessionId)) return null;
  return { sessionId, firebaseCookie: cookie.slice(dot + 1) };
}

/** Turns a fresh, verified ID token into a session cookie and records it; `factorProved` when a second factor was. */
export async function startSession(idToken: string, uid: string, factorProved = false): Promise<string> {
  const firebaseCookie = await auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
  const sessionId = randomToken();
  await sessionRef(sessionId).set({
    uid,
    cookieDigest: digest(firebaseCookie),
    expiresAt: Timestamp.fromMillis(Date.now() + SESSION_LIFETIME_MS),
    ...(factorProved ? { factorProvedAt: Timestamp.now() } : {}),
  });
  return `${sessionId}.${firebaseCookie}`;
}

/** The session behind a cookie, or null when it is forged, expired, logged out or reset away. */
export async function findSession(cookie: string): Promise<Session | null> {
  const parts = splitCookie(cookie);
  if (!parts) return null;
  try {
    const [claims, record] = await Promise.all([
      // checkRevoked also ends sessions of disabled users and those older than a password reset.
      auth().verifySessionCookie(parts.firebaseCookie, true),
      sessionRef(parts.sessionId).get(),
    ]);
    const data = record.data();
    if (data?.uid !== claims.uid || data?.cookieDigest !== digest(parts.firebaseCookie)) return null;
    // The claim holds only with the owner's email: the account it was given to proved that one (owner-account.ts).
    const factorProvedAt = data.factorProvedAt instanceof Timestamp ? data.factorProvedAt.toMillis() : null;
    return {
      uid: claims.uid,
      isOwner: claims.owner === true && claims.email?.toLowerCase() === ownerAccount().email,
      sessionId: parts.sessionId,
      factorProvedAt,
    };
  } catch {
    return null;
  }
}

/** Records that this session proved a second factor now (a step-up, or adding a factor). */
export async function markFactorProved(sessionId: string): Promise<void> {
  await sessionRef(sessionId).update({ factorProvedAt: Timestamp.now() });
}

export async function endSession(cookie: string): Promise<void> {
  const parts = splitCookie(cookie);
  if (parts) await sessionRef(parts.sessionId).delete();
}

/** Ends every session of a user, here and in Firebase Auth (refresh tokens), after a password reset. */
export async function endAllSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
  const sessions = await db().collection(SESSIONS).where("uid", "==", uid).get();
  const writer = db().bulkWriter();
  for (const session of sessions.docs) void writer.delete(session.ref);
  await writer.close();
}
