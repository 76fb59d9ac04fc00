import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { BODY_IMAGE_FIELD, BODY_IMAGE_MISSING_MESSAGE, BODY_IMAGES_FULL_MESSAGE, BODY_IMAGES_MAX } from "../../contract/body-images";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { MEDIA_FORMATS, type MediaField } from "../../contract/media";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { MAX_INPUT_PIXELS } from "../media/image-metadata";
import { loadSharp } from "../media/load-sharp";
import { BODY_IMAGES } from "../media/media-access";
import { checkUploads, prepareMedia, type CheckedUpload, type PreparedMedia } from "../media/media-files";
import type { UploadedFile } from "../media/media-types";
import { removeFiles, saveFile } from "../media/media-storage";
import { takesBody } from "./long-form";
import { collectionOf, mediaFolder, notFound } from "./publishing-service";
import { itemStateOf } from "./visibility";

/**
 * Images of a long-form body (docs/long-form.md, Images). Each goes through the checks of the item's other media
 * (media-files.ts: bytes, name and declared type agree, size, metadata stripped) and is stored in the item's folder,
 * so a purge removes it with the rest and media-access.ts changes its token when the item leaves public view.
 * The item lists each URL in `bodyImages`: that list is what the token changes follow, whether or not the body
 * shows the image yet (it is uploaded before the body that shows it is saved).
 */

/** The body image as a file field, for the checks every upload goes through (and their messages). */
export const BODY_IMAGE: MediaField = { name: BODY_IMAGE_FIELD, stored: BODY_IMAGES, accepts: "image", label: "Image" };

/** Why an image cannot be added to this item now, or nothing. */
function refusal(kind: ItemKind, data: DocumentData | undefined): DomainError | null {
  if (!data) return notFound(kind);
  if (itemStateOf(data) === "trashed") {
    return new DomainError("conflict", `This ${ITEM_KINDS[kind].label} is in the trash. Restore it before editing it.`);
  }
  const count = Array.isArray(data[BODY_IMAGES]) ? (data[BODY_IMAGES] as unknown[]).length : 0;
  if (count >= BODY_IMAGES_MAX) return new DomainError("invalid", BODY_IMAGES_FULL_MESSAGE, { [BODY_IMAGE_FIELD]: BODY_IMAGES_FULL_MESSAGE });
  return null;
}

/**
 * The one file a body shows: a still image's widest WebP copy (at most the widest of VARIANT_WIDTHS, re-encoded, no
 * metadata), or an animation's original with its metadata removed (sharp makes no copies of animations). Its name
 * ends in its size, `-1280x720.webp`, from which the renderer gives the page's `<img>` its width and height, so the
 * text below does not jump when the image arrives.
 */
async function shownFile(prepared: PreparedMedia): Promise<{ bytes: Buffer; suffix: string; contentType: string }> {
  const widest = prepared.variants.at(-1);
  const { extension, contentType } = widest ? { extension: ".webp", contentType: "image/webp" } : MEDIA_FORMATS[prepared.format];
  const bytes = widest?.bytes ?? prepared.file.bytes;
  const sharp = await loadSharp();
  const { width = 0, height = 0, pageHeight } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return { bytes, suffix: `-${width}x${pageHeight ?? height}${extension}`, contentType };
}

/** Renders and stores the file a body shows of a checked image, in the item's folder; the item is not changed. */
export async function saveBodyImageFile(kind: ItemKind, id: string, checked: CheckedUpload): Promise<{ path: string; url: string }> {
  const file = await shownFile(await prepareMedia(checked));
  return saveFile(mediaFolder(kind, id), file.suffix, file.bytes, file.contentType);
}

/** Adds one image to an item's body files; answers its URL. Nothing is stored when it is refused. */
export async function addBodyImage(kind: ItemKind, id: string, files: UploadedFile[]): Promise<string> {
  if (!takesBody(kind)) throw notFound(kind);
  if (files.length === 0) throw new DomainError("invalid", BODY_IMAGE_MISSING_MESSAGE, { [BODY_IMAGE_FIELD]: BODY_IMAGE_MISSING_MESSAGE });
  const [checked] = checkUploads([BODY_IMAGE], files);
  if (!checked) throw new DomainError("invalid", BODY_IMAGE_MISSING_MESSAGE, { [BODY_IMAGE_FIELD]: BODY_IMAGE_MISSING_MESSAGE });
  const ref = collectionOf(kind).doc(id);
  // Known before the image is rendered or stored, so a wrong id, a trashed item or a full list costs nothing.
  const early = refusal(kind, (await ref.get()).data());
  if (early) throw early;
  const saved = await saveBodyImageFile(kind, id, checked);
  try {
    await db().runTransaction(async (transaction) => {
      const late = refusal(kind, (await transaction.get(ref)).data());
      if (late) throw late;
      transaction.update(ref, { [BODY_IMAGES]: FieldValue.arrayUnion(saved.url) });
    });
  } catch (error) {
    await removeFiles([saved.path]);
    throw error;
  }
  return saved.url;
}
