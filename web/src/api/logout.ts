import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

// Apart from auth.ts: the sidebar's Logout is on every page, while logging in, signing up and resetting a password
// belong to their own pages; sharing a module would bring all of them into every page's first load.

/** POST /api/logout: the spec shows no answer, so callers only learn whether it worked. */
export async function logout(): Promise<void> {
  await callApi(apiPaths.logout, (s) => s.okAnswerSchema, { method: "POST" });
}
