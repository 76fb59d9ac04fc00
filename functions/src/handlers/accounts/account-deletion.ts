import { ACCOUNT_DELETION_MESSAGES, deleteAccountRequestSchema } from "../../contract/users";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { clearedSessionCookie, requireFreshProof, requireViewer } from "../../http/viewer";
import { deleteAccount } from "../../services/accounts/account-deletion-service";

/** POST /api/delete-account {password}: the member's own account; the answer also clears the cookie. */
export const deleteAccountHandler: Handler = async (request) => {
  const { password } = parseInput(deleteAccountRequestSchema, request.body);
  const viewer = await requireViewer(request);
  await requireFreshProof(viewer);
  await deleteAccount(viewer, password);
  return { ...acknowledge(ACCOUNT_DELETION_MESSAGES.done), cookies: [clearedSessionCookie()] };
};
