import type { ProfileAnswer } from "../../contract/users";
import type { Handler } from "../../http/router";
import { findViewer } from "../../http/viewer";
import { getCurrentUser } from "../../services/accounts/users-service";

const guest: ProfileAnswer = { success: false, user: null, message: "Not logged in." };

/** GET /api/profile: who the caller is; a guest gets 401 with success false. */
export const getProfile: Handler = async (request) => {
  const viewer = await findViewer(request);
  const user = viewer ? await getCurrentUser(viewer.uid, viewer.isOwner) : null;
  if (!user) return { status: 401, body: guest };
  const answer: ProfileAnswer = { success: true, user, message: "Profile loaded." };
  return { body: answer };
};
