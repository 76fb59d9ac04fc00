import { loginRequestSchema, type LoginAnswer } from "../../contract/users";
import { SECURITY_MESSAGES, type SecondFactorNeeded } from "../../contract/security";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from "../../http/viewer";
import { logIn } from "../../services/accounts/login-service";
import { randomToken } from "../../services/secrets";
import { endOtherSessions, endSession, endSessionById, listSessions, sessionIdOf } from "../../services/accounts/sessions-service";
import { endedOthersMessage, SESSION_ENDED_MESSAGE, SESSION_ID_PATTERN, SESSION_NOT_FOUND_MESSAGE, type EndOtherSessionsAnswer, type SessionList } from "../../contract/sessions";
import { HttpError } from "../../http/http-error";
import { requireViewer } from "../../http/viewer";

/** POST /api/login: the session is the httpOnly cookie; the answer's token is only the web's hint. */
export const loginHandler: Handler = async (request) => {
  const { email, password } = parseInput(loginRequestSchema, request.body);
  const cookie = await logIn(email, password, request.ip, request.headers["user-agent"] ?? "");
  if (typeof cookie !== "string") {
    // An account with a second factor: no session yet, only the token its second step needs (handlers/accounts/security.ts).
    const pending: SecondFactorNeeded = { success: true, message: SECURITY_MESSAGES.secondFactorNeeded, secondFactor: cookie };
    return { body: pending };
  }
  const body: LoginAnswer = { success: true, token: randomToken(), message: "Logged in successfully." };
  return { body, cookies: [sessionCookie(cookie)] };
};

/** POST /api/logout: ends this session on the server and clears the cookie, even for a stale one. */
export const logoutHandler: Handler = async (request) => {
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie) await endSession(cookie, request.ip);
  return { ...acknowledge("Logged out."), cookies: [clearedSessionCookie()] };
};

// This account's sessions (issue 34, docs/accounts.md): any signed-in caller, on their own sessions only.

/** GET /api/sessions: the caller's live sessions, "this session" marked. */
export const listSessionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const body: SessionList = { sessions: await listSessions(viewer.uid, sessionIdOf(readCookie(request, SESSION_COOKIE))) };
  return { body };
};

/** DELETE /api/sessions/{id}: ends one of the caller's sessions; another user's id is as unknown as a made-up one. */
export const endSessionHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const id = request.params.id ?? "";
  if (!SESSION_ID_PATTERN.test(id)) throw new HttpError(404, SESSION_NOT_FOUND_MESSAGE);
  const { wasCurrent } = await endSessionById(viewer.uid, id, sessionIdOf(readCookie(request, SESSION_COOKIE)), request.ip);
  // Ending the session the call came from is a logout: the cookie goes too.
  return { ...acknowledge(SESSION_ENDED_MESSAGE), ...(wasCurrent && { cookies: [clearedSessionCookie()] }) };
};

/** POST /api/sessions/end-others: ends every session of the caller but this one. */
export const endOtherSessionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const ended = await endOtherSessions(viewer.uid, sessionIdOf(readCookie(request, SESSION_COOKIE)), request.ip);
  const body: EndOtherSessionsAnswer = { success: true, message: endedOthersMessage(ended), ended };
  return { body };
};
