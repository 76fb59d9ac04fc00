import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, USERNAME_PATTERN } from "../../contract/account-rules";
import { followRequestSchema, type FollowAnswer, type UserAnswer } from "../../contract/users";
import { acknowledge } from "../../http/answers";
import { BODY_BOUNDS } from "../../http/body-bounds";
import { HttpError } from "../../http/http-error";
import { readMultipart } from "../../http/multipart";
import { parseInput } from "../../http/parse";
import type { ApiRequest, Handler } from "../../http/router";
import { findViewer, requireViewer } from "../../http/viewer";
import { getPublicUser, setFollow } from "../../services/engagement/follows-service";
import { profileImageLocation, replaceProfileImage } from "../../services/accounts/profile-images";
import { queueAfterChange } from "../../fediverse/services/tasks";

const USER_NOT_FOUND = "User not found.";

function usernameParam(request: ApiRequest): string {
  const username = request.params.username ?? "";
  if (!USERNAME_PATTERN.test(username)) throw new HttpError(404, USER_NOT_FOUND);
  return username;
}

/** GET /api/user/{username} */
export const getUserHandler: Handler = async (request) => {
  const username = usernameParam(request);
  const viewer = await findViewer(request);
  const user = await getPublicUser(username, viewer?.uid ?? null);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  const body: UserAnswer = { success: true, user, message: "User loaded." };
  return { body };
};

/** POST /api/user/{username}/follow */
export const followHandler: Handler = async (request) => {
  const username = usernameParam(request);
  const { action } = parseInput(followRequestSchema, request.body);
  const viewer = await requireViewer(request);
  const body: FollowAnswer = { success: true, action: await setFollow(viewer.uid, username, action) };
  return { body };
};

/**
 * GET /api/user/{username}/profile-image: a redirect to the current image. The web adds a version
 * query after an upload, and the short cache lets everyone else see a new image within a minute.
 */
export const profileImageHandler: Handler = async (request) => {
  const location = await profileImageLocation(usernameParam(request));
  if (!location) throw new HttpError(404, USER_NOT_FOUND);
  return { status: 302, redirect: location, body: null, headers: { "Cache-Control": "public, max-age=60" } };
};

/** POST /api/upload-profile-image (multipart, field uploaded_file) */
export const uploadProfileImageHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const tooLarge = `The image is larger than ${PROFILE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
  const { files } = await readMultipart(request, {
    maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
    maxFiles: 1,
    maxBodyBytes: BODY_BOUNDS.profileImage,
    fileTooLarge: tooLarge,
    bodyTooLarge: tooLarge,
  });
  const file = files.find((each) => each.field === PROFILE_IMAGE_FIELD);
  if (!file || file.bytes.length === 0) throw new HttpError(400, "Choose an image to upload.");
  await replaceProfileImage(viewer.uid, file);
  // The owner's picture is the fediverse account's: followers are told (issue 37).
  if (viewer.isOwner) await queueAfterChange({ type: "actor-update" });
  return acknowledge("Done");
};
