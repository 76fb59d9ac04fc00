import { loginRequestSchema, type LoginAnswer } from "../../contract/users";
import { SECURITY_MESSAGES, type SecondFactorNeeded } from "../../contract/security";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from "../../http/viewer";
import { logIn } from "../../services/accounts/login-service";
import { randomToken } from "../../services/secrets";
import { endSession } from "../../services/accounts/sessions-service";

/** POST /api/login: the session is the httpOnly cookie; the answer's token is only the web's hint. */
export const loginHandler: Handler = async (request) => {
  const { email, password } = parseInput(loginRequestSchema, request.body);
  const cookie = await logIn(email, password, request.ip);
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
  if (cookie) await endSession(cookie);
  return { ...acknowledge("Logged out."), cookies: [clearedSessionCookie()] };
};
