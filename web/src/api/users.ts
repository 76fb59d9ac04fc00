import { apiPaths } from "@contract/routes";
import { PROFILE_IMAGE_FIELD } from "@contract/account-rules";
import type { FollowAction } from "@contract/users";
import { callApi } from "./client";

/** GET /api/user/{username} */
export const fetchUser = (username: string, signal?: AbortSignal) =>
  callApi(apiPaths.user(username), (s) => s.userAnswerSchema, { signal });

/**
 * POST /api/user/{username}/follow. The web says which way it wants to go, so a double click or a
 * retry cannot undo itself; the answer's action says what the server did.
 */
export const setFollow = (username: string, action: FollowAction) =>
  callApi(apiPaths.userFollow(username), (s) => s.followAnswerSchema, { method: "POST", json: { action } });

/** POST /api/upload-profile-image (multipart). */
export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file, file.name);
  return callApi(apiPaths.uploadProfileImage, (s) => s.okAnswerSchema, { method: "POST", form });
}

/**
 * GET /api/user/{username}/profile-image. `version` busts the browser cache after an upload,
 * because the address of a user's image never changes.
 */
export function profileImageUrl(username: string, version?: number): string {
  const path = apiPaths.userProfileImage(username);
  return version === undefined ? path : `${path}?v=${version}`;
}
