import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** POST /api/delete-account: the signed-in member's own account, with their password again. */
export const deleteAccount = (password: string) =>
  callApi(apiPaths.deleteAccount, (s) => s.messageAnswerSchema, { method: "POST", json: { password } });
