import { ITEM_KINDS, ITEM_KIND_NAMES } from "../../contract/item-kinds";
import { bucket, db } from "../../firebase";

/** Where every media file lives in Storage (DESIGN.md, Media): items' files, body images, profile images. */
export const MEDIA_PREFIX = "media/";
/** The copies of fediverse replies' images (fediverse/services/reply-images.ts), shown with the comments they became. */
export const REPLY_IMAGES_PREFIX = "fediverse-media/";
/** Every Storage folder whose files a page shows, so an export carries them all. */
export const EXPORTED_FILE_PREFIXES = [MEDIA_PREFIX, REPLY_IMAGES_PREFIX] as const;

/** A Storage file, as firebase-admin hands it over. */
export type StoredFile = ReturnType<ReturnType<typeof bucket>["file"]>;

/** Files listed per Storage call. */
const FILES_PER_PAGE = 500;

/** Every file of the exported folders, a page of names at a time. */
export async function* mediaFilePages(): AsyncGenerator<StoredFile[]> {
  for (const prefix of EXPORTED_FILE_PREFIXES) {
    let pageToken: string | undefined;
    do {
      const [files, next] = await bucket().getFiles({ prefix, autoPaginate: false, maxResults: FILES_PER_PAGE, ...(pageToken ? { pageToken } : {}) });
      if (files.length > 0) yield files;
      pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken;
    } while (pageToken);
  }
}

export async function countMediaFiles(): Promise<number> {
  let count = 0;
  for await (const files of mediaFilePages()) count += files.length;
  return count;
}

export async function countItems(): Promise<number> {
  const counts = await Promise.all(ITEM_KIND_NAMES.map(async (kind) => (await db().collection(ITEM_KINDS[kind].collection).count().get()).data().count));
  return counts.reduce((sum, each) => sum + each, 0);
}

/** How far an export is: each writer calls `step()` after each unit of work it counted in the total. */
export interface ExportProgress {
  step(): Promise<void>;
}
