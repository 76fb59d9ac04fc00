import { MEDIA_FORMATS } from "../../contract/media";
import { withoutMetadata } from "../../services/media/image-metadata";
import { deleteFile, saveFile } from "../../services/media/media-storage";
import { detectMediaFormat } from "../../services/media/media-types";

/**
 * The images of fediverse replies, copied into our Storage (fediverse-media/) as Mastodon caches remote media: our
 * pages show them from the site's own storage, a reader's browser never calls the author's server, and a server that
 * changes the file changes nothing here. Each is checked by its bytes (JPEG, PNG, GIF or WebP, never SVG) and
 * loses its metadata (a phone photo's place, its camera) as our own uploads do (services/media/image-metadata.ts).
 */
export const REPLY_IMAGES_FOLDER = "fediverse-media";

export interface ReplyImage {
  url: string;
  /** Where it is in Storage, so it goes with its reply. */
  path: string;
  /** Its description as its author gave it ("" for none). */
  alt: string;
}

/** Copies one image's bytes; null when they are not an image we take. */
export async function copyReplyImage(bytes: Buffer, alt: string): Promise<ReplyImage | null> {
  const format = detectMediaFormat(bytes);
  if (!format || MEDIA_FORMATS[format].kind !== "image") return null;
  let stripped: Buffer;
  try {
    stripped = await withoutMetadata(bytes, format);
  } catch {
    return null;
  }
  const saved = await saveFile(REPLY_IMAGES_FOLDER, MEDIA_FORMATS[format].extension, stripped, MEDIA_FORMATS[format].contentType);
  return { ...saved, alt };
}

/** Removes the copies a reply made, once the reply is gone (or was never stored). */
export async function removeReplyImages(images: readonly { path?: unknown }[] | undefined): Promise<void> {
  await Promise.all(
    (images ?? []).map((image) => (typeof image.path === "string" && image.path.startsWith(`${REPLY_IMAGES_FOLDER}/`) ? deleteFile(image.path) : null)),
  );
}

/** What a page shows of a stored reply's images: their copies and descriptions, never their Storage paths. */
export function shownImages(value: unknown): { url: string; alt: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((image): image is { url: string; alt?: unknown } => typeof image?.url === "string")
    .map((image) => ({ url: image.url, alt: typeof image.alt === "string" ? image.alt : "" }));
}
