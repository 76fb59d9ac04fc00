import { MEDIA_FORMATS, type MediaFormat } from "../../contract/media";
import { DEFAULT_PROFILE_IMAGE } from "../../contract/site";
import { PROFILE_IMAGE_TYPES } from "../../contract/account-rules";
import { db } from "../../firebase";
import { consumeCommunityLimit } from "../engagement/community-limits";
import { DomainError } from "../domain-error";
import { withoutMetadata } from "../media/image-metadata";
import { loadSharp } from "../media/load-sharp";
import { detectMediaFormat, type UploadedFile } from "../media/media-types";
import { deleteFile, saveFile } from "../media/media-storage";
import { ACCOUNTS, findUid, USERS } from "./users-service";

const EXTENSIONS = Object.values(PROFILE_IMAGE_TYPES).flat();
const WRONG_IMAGE = `Only ${EXTENSIONS.join(", ")} images are allowed.`;

const isProfileType = (type: string): type is keyof typeof PROFILE_IMAGE_TYPES => type in PROFILE_IMAGE_TYPES;

/** The name, the declared type and the bytes must all agree on one allowed image format. */
function checkImage(file: UploadedFile) {
  const detected = detectMediaFormat(file.bytes);
  const format = detected ? MEDIA_FORMATS[detected] : null;
  const contentType = format?.contentType ?? "";
  const name = file.filename.toLowerCase();
  const agrees =
    isProfileType(contentType) &&
    file.declaredType.toLowerCase() === contentType &&
    PROFILE_IMAGE_TYPES[contentType].some((extension) => name.endsWith(extension));
  if (!detected || !agrees) throw new DomainError("unsupported-media", WRONG_IMAGE);
  return detected;
}

/** The image without its metadata (image-metadata.ts: a phone photo's EXIF says where it was taken). */
async function publishable(file: UploadedFile, format: MediaFormat): Promise<Buffer> {
  // Loaded outside the try: a library that fails to load is the server's fault, not an unreadable image.
  await loadSharp();
  try {
    return await withoutMetadata(file.bytes, format);
  } catch {
    throw new DomainError("unsupported-media", "The image could not be read.");
  }
}

/** Stores the new image under a new name, points the profile at it, then removes the old file. */
export async function replaceProfileImage(uid: string, file: UploadedFile): Promise<string> {
  const format = checkImage(file);
  await consumeCommunityLimit("profileImages", uid);
  const bytes = await publishable(file, format);
  const { extension, contentType } = MEDIA_FORMATS[format];
  const saved = await saveFile(`profile-images/${uid}`, extension, bytes, contentType);
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
