import {
  FILE_TOO_LARGE_MESSAGE,
  MEDIA_FORMATS,
  VARIANT_WIDTHS,
  maxBytesOf,
  wrongTypeMessage,
  type MediaField,
  type MediaFormat,
} from "../../contract/media";
import type { ImageVariant } from "../../contract/variants";
import { DomainError } from "../domain-error";
import { MAX_INPUT_PIXELS, withoutMetadata } from "./image-metadata";
import { loadSharp } from "./load-sharp";
import { agreedFormat, type UploadedFile } from "./media-types";
import { removeFiles, saveFile } from "./media-storage";

const WEBP_QUALITY = 78;

/** An upload matched to its field and checked: bytes, name and declared type agree, and it is not too large. */
export interface CheckedUpload {
  field: MediaField;
  file: UploadedFile;
  format: MediaFormat;
}

/** Matches uploads to a kind's file fields and checks each one; throws before anything is stored. */
export function checkUploads(fields: readonly MediaField[], files: UploadedFile[]): CheckedUpload[] {
  const seen = new Set<string>();
  return files.map((file) => {
    const field = fields.find((each) => each.name === file.field);
    if (!field) throw new DomainError("invalid", `Unexpected file field: ${file.field}.`, { [file.field]: "Unexpected file." });
    if (seen.has(field.name)) throw new DomainError("invalid", "Send one file per field.", { [field.name]: "Send one file." });
    seen.add(field.name);
    const format = agreedFormat(file, field.accepts);
    if (!format) {
      const message = wrongTypeMessage(field.accepts);
      throw new DomainError("unsupported-media", message, { [field.name]: message });
    }
    if (file.bytes.length > maxBytesOf(MEDIA_FORMATS[format].kind)) {
      throw new DomainError("too-large", FILE_TOO_LARGE_MESSAGE, { [field.name]: FILE_TOO_LARGE_MESSAGE });
    }
    return { field, file, format };
  });
}

/** A checked upload with its WebP copies rendered, still only in memory. */
export interface PreparedMedia extends CheckedUpload {
  variants: { width: number; bytes: Buffer }[];
}

const unreadableImage = (field: MediaField) =>
  new DomainError("unsupported-media", "The image could not be read.", { [field.name]: "The image could not be read." });

/**
 * Takes the metadata out of an image's original (image-metadata.ts: a photo's GPS position must not be published)
 * and renders the WebP copies of a still image at each width of VARIANT_WIDTHS, never wider than the image
 * (turned upright first, as phones store photos sideways with an orientation tag; the copies keep no metadata).
 * Animated images keep only their original. Videos are stored as uploaded: only the owner publishes them, and
 * removing a video's metadata means rewriting its container, which the function has no tool for (docs/publishing.md).
 */
export async function prepareMedia(checked: CheckedUpload): Promise<PreparedMedia> {
  if (MEDIA_FORMATS[checked.format].kind !== "image") return { ...checked, variants: [] };
  // Loaded outside the try: a library that fails to load is the server's fault, not an unreadable image.
  const sharp = await loadSharp();
  const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS };
  try {
    const upload = { ...checked, file: { ...checked.file, bytes: await withoutMetadata(checked.file.bytes, checked.format) } };
    const metadata = await sharp(upload.file.bytes, options).metadata();
    if ((metadata.pages ?? 1) > 1) return { ...upload, variants: [] };
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const widths = [...new Set(VARIANT_WIDTHS.map((target) => Math.min(target, width)))].filter((each) => each > 0);
    const variants = [];
    for (const each of widths) {
      const bytes = await sharp(upload.file.bytes, options).rotate().resize({ width: each }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width: each, bytes });
    }
    return { ...upload, variants };
  } catch {
    throw unreadableImage(checked.field);
  }
}

/** Where a stored file and its copies are: the URL the item answers, its variants and every storage path. */
export interface StoredMedia {
  url: string;
  variants: ImageVariant[];
  paths: string[];
}

/**
 * Waits for every save to settle, so a failure cannot leave a late file behind; if one failed, removes
 * what the others saved and throws its error. On success the saves' own promises hold the results.
 */
export async function allSavedOrNone<T>(saves: Promise<T>[], pathsOf: (saved: T) => string[]): Promise<void> {
  const results = await Promise.allSettled(saves);
  const failed = results.find((result) => result.status === "rejected");
  if (!failed) return;
  await removeFiles(results.flatMap((result) => (result.status === "fulfilled" ? pathsOf(result.value) : [])));
  throw failed.reason;
}

/** Saves an original and its copies under `folder`; if any save fails, none of them stays. */
export async function saveMedia(folder: string, prepared: PreparedMedia): Promise<StoredMedia> {
  const { contentType, extension } = MEDIA_FORMATS[prepared.format];
  const originalSave = saveFile(folder, extension, prepared.file.bytes, contentType);
  const copySaves = prepared.variants.map(async (variant) => {
    const copy = await saveFile(folder, `-${variant.width}w.webp`, variant.bytes, "image/webp");
    return { ...copy, width: variant.width };
  });
  await allSavedOrNone<{ path: string }>([originalSave, ...copySaves], (file) => [file.path]);
  const [original, copies] = await Promise.all([originalSave, Promise.all(copySaves)]);
  return {
    url: original.url,
    variants: copies.map(({ width, url }) => ({ width, url })),
    paths: [original.path, ...copies.map((copy) => copy.path)],
  };
}
