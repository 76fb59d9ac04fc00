import { SESSION_API_PATHS as paths } from "@contract/session-paths";
import { callApi } from "./client";

const loadSecuritySchemas = () => import("./security-schemas");

/** GET /api/sessions: this account's live sessions, this one first. */
export async function fetchSessions(signal?: AbortSignal) {
  const schemas = await loadSecuritySchemas();
  return callApi(paths.sessions, () => schemas.sessionListSchema, { signal });
}

/** DELETE /api/sessions/{id}: ends one of this account's sessions. */
export const endSession = (id: string) => callApi(paths.session(id), (s) => s.okAnswerSchema, { method: "DELETE" });

/** POST /api/sessions/end-others: ends every session of this account but this one. */
export async function endOtherSessions() {
  const schemas = await loadSecuritySchemas();
  return callApi(paths.endOthers, () => schemas.endOtherSessionsAnswerSchema, { method: "POST", json: {} });
}
