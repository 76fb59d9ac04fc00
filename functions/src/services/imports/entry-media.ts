import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import { IMPORT_LIMITS } from "../../contract/import-job-names";
import type { ImportImage } from "../../contract/imports";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { MEDIA_FORMATS, type MediaField } from "../../contract/media";
import { fediverseBundle } from "../../fediverse-bundle";
import { DomainError } from "../domain-error";
import { BODY_IMAGE, saveBodyImageFile } from "../items/body-images";
import { mediaFolder } from "../items/publishing-service";
import { checkUploads, prepareMedia, saveMedia, type CheckedUpload, type StoredMedia } from "../media/media-files";
import { detectMediaFormat } from "../media/media-types";
import { readZipFile } from "./import-files";

/**
 * The images of an imported entry, brought into the site's own Storage (docs/import-export.md, "Images"): a remote one
 * is fetched through the fediverse's guard (fetchRemoteFile: public https addresses only in production, no redirects,
 * a time-out, a byte bound), one from the zip is read from what the dry run kept. Either then goes through the checks
 * and the processing of an upload: magic bytes, size, metadata stripped, WebP copies. A failed image is a reason for the
 * report, never an exception: the entry comes in without it.
 */

export type Fetched<T> = { ok: true; value: T } | { ok: false; reason: string };

async function imageBytes(jobId: string, url: string): Promise<Fetched<Buffer>> {
  if (url.startsWith("zip:")) {
    const bytes = await readZipFile(jobId, url.slice(4));
    return bytes ? { ok: true, value: bytes } : { ok: false, reason: "It is not in the zip." };
  }
  if (!/^https?:\/\//i.test(url)) return { ok: false, reason: "Its address is not a web address." };
  const host = new URL(url).host;
  if ((silentHosts.get(host) ?? 0) > Date.now()) return { ok: false, reason: "Its site did not answer an earlier image of this import in time." };
  const started = Date.now();
  const bytes = await fediverseBundle().fetchRemoteFile(url, IMPORT_LIMITS.imageBytes);
  if (bytes) return { ok: true, value: bytes };
  if (Date.now() - started >= SILENT_AFTER_MS) silentHosts.set(host, Date.now() + SILENT_FOR_MS);
  return { ok: false, reason: `It could not be fetched: unreachable, not public, redirected, or over ${IMPORT_LIMITS.imageBytes / 1024 / 1024} MB.` };
}

/**
 * Old sites whose images time out: a dead site with 500 images would otherwise cost 500 time-outs. A host that let one
 * fetch run this long is not asked again for a while, and its other images are reported at once.
 */
const silentHosts = new Map<string, number>();
const SILENT_AFTER_MS = FEDIVERSE_LIMITS.fetchTimeoutMs - 500;
const SILENT_FOR_MS = 10 * 60_000;

/** The image as an upload to `field`, checked as every upload is. */
async function checkedImage(jobId: string, image: ImportImage, field: MediaField): Promise<Fetched<CheckedUpload>> {
  const bytes = await imageBytes(jobId, image.url);
  if (!bytes.ok) return bytes;
  const format = detectMediaFormat(bytes.value);
  if (!format || MEDIA_FORMATS[format].kind !== "image") return { ok: false, reason: "It is not a JPEG, PNG, GIF or WebP image." };
  const { extension, contentType } = MEDIA_FORMATS[format];
  try {
    const [checked] = checkUploads([field], [{ field: field.name, filename: `image${extension}`, declaredType: contentType, bytes: bytes.value }]);
    return { ok: true, value: checked! };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Stores the entry's featured image as the item's `fieldName` file, with its copies. */
export async function storeFeatureImage(jobId: string, kind: ItemKind, id: string, fieldName: string, image: ImportImage): Promise<Fetched<StoredMedia>> {
  const field = ITEM_KINDS[kind].media.find((each) => each.name === fieldName)!;
  const checked = await checkedImage(jobId, image, field);
  if (!checked.ok) return checked;
  try {
    return { ok: true, value: await saveMedia(mediaFolder(kind, id), await prepareMedia(checked.value)) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** Stores one image of the body as the editor's uploads are stored; answers its path and URL. */
export async function storeBodyImage(jobId: string, kind: ItemKind, id: string, image: ImportImage): Promise<Fetched<{ path: string; url: string }>> {
  const checked = await checkedImage(jobId, image, BODY_IMAGE);
  if (!checked.ok) return checked;
  try {
    return { ok: true, value: await saveBodyImageFile(kind, id, checked.value) };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * The body with each `![alt](url` of an image pointed elsewhere: at its stored copy, with a description where it had
 * none, or, for an image that could not be brought in, made a plain link to where it was, so nothing is lost and no
 * page shows a broken image. Spliced with indexes, never with a replacement pattern (DESIGN.md, Input before CPU).
 */
export function repointImage(body: string, url: string, change: { url: string; alt: string } | { link: true }): string {
  const target = `](${url}`;
  let out = "";
  let from = 0;
  for (let at = body.indexOf(target); at !== -1; at = body.indexOf(target, at + target.length)) {
    const open = body.lastIndexOf("![", at);
    if (open < from || body.slice(open, at).includes("\n\n")) continue;
    const alt = body.slice(open + 2, at);
    const replacement = "link" in change ? `[${alt || url}](${url}` : `![${alt || escapeAlt(change.alt)}](${change.url}`;
    out += body.slice(from, open) + replacement;
    from = at + target.length;
  }
  return out + body.slice(from);
}

/** A description made safe inside `![...]`. */
const escapeAlt = (alt: string) => alt.replace(/[[\]\\]/g, (mark) => `\\${mark}`).replace(/\s+/g, " ");
