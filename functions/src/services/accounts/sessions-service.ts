import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { SESSION_LIFETIME_MS } from "../../contract/limits";
import { endedOthersMessage, SESSION_NOT_FOUND_MESSAGE, type SessionSummary } from "../../contract/sessions";
import { ownerAccount } from "../../config";
import { auth, db } from "../../firebase";
import { recordAudit } from "../audit/audit-log";
import { DomainError } from "../domain-error";
import { digest, randomToken } from "../secrets";
import { describeClient, shortenAddress, trimUserAgent } from "./session-clients";

/**
 * Every live session has a document sessions/{sessionId} = {uid, cookieDigest, expiresAt}, and the cookie
 * is "sessionId.firebaseSessionCookie". Firebase's own revocation has one-second granularity and ends every
 * session of a user at once; the documents make logout exact and per device, and a password reset ends them all.
 * (Two logins in the same second get byte-identical Firebase cookies, hence the id of our own.)
 * Each record also keeps what the profile's session list shows (issue 34): the trimmed User-Agent, the address cut to
 * its network (session-clients.ts), createdAt and lastSeenAt.
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

/** Where a session was started from, as the request said. */
export interface SessionClient {
  userAgent: string;
  address: string;
}

/**
 * lastSeenAt moves at most this often: a signed-in reader makes many calls a minute, and one write each would cost
 * more than every read they make. "Last seen" is then true to within five minutes.
 */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

function splitCookie(cookie: string): { sessionId: string; firebaseCookie: string } | null {
  const dot = cookie.indexOf(".");
  const sessionId = cookie.slice(0, dot);
  if (dot <= 0 || !/^[A-Za-z0-9_-]{20,64}$/.test(sessionId)) return null;
  return { sessionId, firebaseCookie: cookie.slice(dot + 1) };
}

/**
 * Turns a fresh, verified ID token into a session cookie and records it, with where it was started from and, when a
 * second factor was proved to start it, when.
 */
export async function startSession(
  idToken: string,
  uid: string,
  client: SessionClient = { userAgent: "", address: "" },
  factorProved = false,
): Promise<string> {
  const firebaseCookie = await auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
  const sessionId = randomToken();
  const now = Timestamp.now();
  await sessionRef(sessionId).set({
    uid,
    cookieDigest: digest(firebaseCookie),
    expiresAt: Timestamp.fromMillis(now.toMillis() + SESSION_LIFETIME_MS),
    userAgent: trimUserAgent(client.userAgent),
    address: shortenAddress(client.address),
    createdAt: now,
    lastSeenAt: now,
    ...(factorProved ? { factorProvedAt: now } : {}),
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
    await noteSeen(record.ref, data.lastSeenAt);
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

/** Moves lastSeenAt when it is older than a step; a session ended meanwhile (the update fails) is refused next time. */
async function noteSeen(ref: FirebaseFirestore.DocumentReference, lastSeenAt: unknown): Promise<void> {
  const seen = lastSeenAt instanceof Timestamp ? lastSeenAt.toMillis() : 0;
  if (Date.now() - seen < LAST_SEEN_STEP_MS) return;
  await ref.update({ lastSeenAt: Timestamp.now() }).catch(() => undefined);
}

/** The record id of the session a cookie names (whether or not it is live), or null for a malformed cookie. */
export function sessionIdOf(cookie: string | undefined): string | null {
  return cookie ? (splitCookie(cookie)?.sessionId ?? null) : null;
}

/** Logs out: ends the session a cookie names, and logs it when the cookie named a live one. */
export async function endSession(cookie: string, address = ""): Promise<void> {
  const parts = splitCookie(cookie);
  if (!parts) return;
  const record = await sessionRef(parts.sessionId).get();
  if (!record.exists) return;
  await record.ref.delete();
  await recordAudit({ area: "security", action: "logout", actorUid: String(record.get("uid")), address });
}

/** The id the session list shows for a record: its digest, so the list never carries half of a cookie. */
const publicId = (sessionId: string) => digest(sessionId);

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : "");

/** A user's live session records; a user has a handful, so one equality query, expired ones left out here. */
async function liveSessions(uid: string): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db().collection(SESSIONS).where("uid", "==", uid).get();
  const now = Date.now();
  return snapshot.docs.filter((doc) => {
    const expiresAt = doc.get("expiresAt");
    return expiresAt instanceof Timestamp && expiresAt.toMillis() > now;
  });
}

/** GET /api/sessions: this account's live sessions, the asking one first, then by when they were last used. */
export async function listSessions(uid: string, currentSessionId: string | null): Promise<SessionSummary[]> {
  const sessions = (await liveSessions(uid)).map((doc) => {
    const { browser, system } = describeClient(String(doc.get("userAgent") ?? ""));
    const createdAt = iso(doc.get("createdAt"));
    return {
      id: publicId(doc.id),
      browser,
      system,
      address: String(doc.get("address") ?? ""),
      // Sessions started before these fields existed show their start as unknown rather than a made-up time.
      createdAt,
      lastSeenAt: iso(doc.get("lastSeenAt")) || createdAt,
      current: doc.id === currentSessionId,
    };
  });
  return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/**
 * Ends one of the caller's own sessions by its listed id; another user's id, or one already ended, is not found.
 * Answers whether it was the session the call came from.
 */
export async function endSessionById(uid: string, id: string, currentSessionId: string | null, address = ""): Promise<{ wasCurrent: boolean }> {
  const record = (await liveSessions(uid)).find((doc) => publicId(doc.id) === id);
  if (!record) throw new DomainError("not-found", SESSION_NOT_FOUND_MESSAGE);
  await record.ref.delete();
  const { browser, system } = describeClient(String(record.get("userAgent") ?? ""));
  await recordAudit({ area: "security", action: "session.end", actorUid: uid, target: id.slice(0, 12), summary: `${browser} on ${system}`, address });
  return { wasCurrent: record.id === currentSessionId };
}

/** Ends every session of the caller but the one the call came from; answers how many were ended. */
export async function endOtherSessions(uid: string, currentSessionId: string | null, address = ""): Promise<number> {
  const others = (await liveSessions(uid)).filter((doc) => doc.id !== currentSessionId);
  const writer = db().bulkWriter();
  for (const session of others) void writer.delete(session.ref);
  await writer.close();
  await recordAudit({ area: "security", action: "session.end-others", actorUid: uid, summary: endedOthersMessage(others.length), address });
  return others.length;
}

/** Ends every session of a user, here and in Firebase Auth (refresh tokens), after a password reset. */
export async function endAllSessions(uid: string): Promise<void> {
  await auth().revokeRefreshTokens(uid);
  const sessions = await db().collection(SESSIONS).where("uid", "==", uid).get();
  const writer = db().bulkWriter();
  for (const session of sessions.docs) void writer.delete(session.ref);
  await writer.close();
}
