import { z } from "zod";

export { SESSION_API_PATHS } from "./session-paths";

/**
 * The signed-in sessions of one account (issue 34), as the profile lists them. A session is named by an opaque id
 * (a digest of its record's id, never the cookie's own first half), so a script on the page learns nothing it could
 * sign in with.
 */
export const sessionSummarySchema = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  /** Shortened: "203.0.113.x" or "2001:db8:1234::/48"; "" when the address was not known. */
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this list was asked from. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /api/sessions: this account's live sessions, this one first, then the most recently used. */
export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const SESSION_ID_PATTERN = /^[0-9a-f]{64}$/;
export const SESSION_NOT_FOUND_MESSAGE = "Session not found.";
export const SESSION_ENDED_MESSAGE = "Session ended.";

/** POST /api/sessions/end-others: how many sessions were ended. */
export const endOtherSessionsAnswerSchema = z.object({ success: z.literal(true), message: z.string(), ended: z.number().int() });
export type EndOtherSessionsAnswer = z.infer<typeof endOtherSessionsAnswerSchema>;

export const endedOthersMessage = (count: number) =>
  count === 0 ? "No other session was signed in." : `Ended ${count} other session${count === 1 ? "" : "s"}.`;
