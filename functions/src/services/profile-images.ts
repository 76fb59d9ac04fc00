import { PROFILE_IMAGE_TYPES } from "../contract/users";
import { db } from "../firebase";
import { HttpError } from "../http/http-error";
import type { UploadedFile } from "../http/multipart";
import { detectImageType } from "./image-types";
import { deleteFile, saveFile } from "./media-storage";
import { ACCOUNTS, DEFAULT_PROFILE_IMAGE, findUid, USERS } from "./users-service";

const EXTENSIONS = Object.values(PROFILE_IMAGE_TYPES).flat();
const WRONG_IMAGE = `Only ${EXTENSIONS.join(", ")} images are allowed.`;

/** The name, the declared type and the bytes must all agree on one allowed image format. */
function checkImage(file: UploadedFile) {
  const detected = detectImageType(file.bytes);
  const name = file.filename.toLowerCase();
  const extensions: readonly string[] = detected ? PROFILE_IMAGE_TYPES[detected.contentType] : [];
  const agrees =
    detected !== null &&
    file.declaredType.toLowerCase() === detected.contentType &&
    extensions.some((extension) => name.endsWith(extension));
  if (!agrees) throw new HttpError(415, WRONG_IMAGE);
  return detected;
}

/** Stores the new image under a new name, points the profile at it, then removes the old file. */
export async function replaceProfileImage(uid: string, file: UploadedFile): Promise<string> {
  const type = checkImage(file);
  const saved = await saveFile(`profile-images/${uid}`, type.extension, file.bytes, type.contentType);
  const accountRef = db().collection(ACCOUNTS).doc(uid);
  const previousPath = await db()
    .runTransaction(async (transaction) => {
      const previous = (await transaction.get(accountRef)).get("profileImagePath");
      transaction.update(db().collection(USERS).doc(uid), { profileImage: saved.url });
      transaction.set(accountRef, { profileImagePath: saved.path }, { merge: true });
      return typeof previous === "string" ? previous : null;
    })
    .catch(async (error: unknown) => {
      // Nothing points at the new file: remove it rather than leave an orphan.
      await deleteFile(saved.path);
      throw error;
    });
  if (previousPath) await deleteFile(previousPath);
  return saved.url;
}

/** Where a user's current image is, for GET /api/user/{username}/profile-image; null for an unknown user. */
export async function profileImageLocation(username: string): Promise<string | null> {
  const uid = await findUid(username);
  if (!uid) return null;
  const profile = await db().collection(USERS).doc(uid).get();
  if (!profile.exists) return null;
  const image = profile.get("profileImage");
  return typeof image === "string" && image ? image : DEFAULT_PROFILE_IMAGE;
}
