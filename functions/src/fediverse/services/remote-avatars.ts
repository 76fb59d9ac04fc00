import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { loadSharp } from "../../services/media/load-sharp";
import { deleteFile, saveFile } from "../../services/media/media-storage";
import { detectMediaFormat } from "../../services/media/media-types";
import { digest } from "../../services/secrets";

/**
 * Fediverse authors' avatars, copied into our Storage as small WebP squares, as Mastodon caches remote media: pages
 * then show them from the site's own storage (which the Content-Security-Policy trusts), a reader's browser never
 * calls the author's server, and a server that changes or loses the file changes nothing here. One copy per author
 * and source image, noted in fediverseAvatars/{digest of the actor id}; closed to every client.
 */
export const FEDIVERSE_AVATARS = "fediverseAvatars";
const AVATAR_SIZE = 96;
const IMAGE_FORMATS = new Set(["png", "jpeg", "gif", "webp"]);

/** Copies `bytes` (the author's avatar, fetched from `source`); null when they are not an image we take. */
export async function copyRemoteAvatar(actorId: string, source: string, bytes: Buffer): Promise<string | null> {
  const format = detectMediaFormat(bytes);
  if (!format || !IMAGE_FORMATS.has(format)) return null;
  const sharp = await loadSharp();
  let square: Buffer;
  try {
    square = await sharp(bytes, { animated: false, limitInputPixels: 16_000_000 })
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  const saved = await saveFile("fediverse-avatars", ".webp", square, "image/webp");
  const ref = db().collection(FEDIVERSE_AVATARS).doc(digest(actorId));
  // One copy per author: the one their previous picture made goes once the new one is in place.
  const previous = (await ref.get()).get("path");
  await ref.set({ source, url: saved.url, path: saved.path, at: FieldValue.serverTimestamp() });
  if (typeof previous === "string" && previous !== saved.path) await deleteFile(previous);
  return saved.url;
}

/** The copy already made of `source` for this author, with no fetch; null when there is none yet. */
export async function knownAvatar(actorId: string, source: string): Promise<string | null> {
  const known = await db().collection(FEDIVERSE_AVATARS).doc(digest(actorId)).get();
  return known.get("source") === source && typeof known.get("url") === "string" ? (known.get("url") as string) : null;
}
