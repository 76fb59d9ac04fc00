import { randomUUID } from "node:crypto";
import * as logs from "../../logs";
import { bucket } from "../../firebase";

/**
 * Files live in Storage under generated names and are served at their Firebase download URL,
 * which works with a token whatever storage.rules say, in production and on the emulator alike.
 */
function downloadUrl(path: string, token: string): string {
  return `${downloadUrlPrefix()}${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** What every file's download URL starts with: the Storage host and this project's bucket. */
export function downloadUrlPrefix(): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator}` : "https://firebasestorage.googleapis.com";
  return `${origin}/v0/b/${bucket().name}/o/`;
}

/** Saves bytes under `folder` with a new random name ending in `suffix`; answers the storage path and the public URL. */
export async function saveFile(
  folder: string,
  suffix: string,
  bytes: Buffer,
  contentType: string,
): Promise<{ path: string; url: string }> {
  const path = `${folder}/${randomUUID()}${suffix}`;
  const token = randomUUID();
  await bucket()
    .file(path)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: {
        // The name is new on every upload, so the bytes at this address never change. Private: a shared cache must not
        // keep serving a URL whose token was withdrawn when the item left public view (media-access.ts); the reader's
        // own browser may keep what it has already seen.
        cacheControl: "private, max-age=31536000, immutable",
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
  return { path, url: downloadUrl(path, token) };
}

/** Deletes a file saved by saveFile; a file already gone is fine. */
export async function deleteFile(path: string): Promise<void> {
  await bucket().file(path).delete({ ignoreNotFound: true });
}

/**
 * Removes files once nothing points at them any more. The database change that orphaned them has already
 * succeeded, so a failure here must not undo it: it is logged (the paths only) for a later sweep.
 */
export async function removeFiles(paths: string[]): Promise<void> {
  const results = await Promise.allSettled(paths.map(deleteFile));
  const failed = paths.filter((_, index) => results[index]?.status === "rejected");
  if (failed.length > 0) logs.mediaFilesNotRemoved(failed);
}

/** Removes every file under a folder, such as a deleted item's media/{kind}/{id}/. */
export async function removeFolder(folder: string): Promise<void> {
  try {
    await bucket().deleteFiles({ prefix: `${folder}/` });
  } catch (error) {
    logs.mediaFolderNotRemoved(folder, error);
  }
}
