import { randomUUID } from "node:crypto";
import { bucket } from "../firebase";

/**
 * Files live in Storage under generated names and are served at their Firebase download URL,
 * which works with a token whatever storage.rules say, in production and on the emulator alike.
 */
function downloadUrl(path: string, token: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator}` : "https://firebasestorage.googleapis.com";
  return `${origin}/v0/b/${bucket().name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** Saves bytes under `folder` with a new random name; answers the storage path and the public URL. */
export async function saveFile(
  folder: string,
  extension: string,
  bytes: Buffer,
  contentType: string,
): Promise<{ path: string; url: string }> {
  const path = `${folder}/${randomUUID()}${extension}`;
  const token = randomUUID();
  await bucket()
    .file(path)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: {
        // The name is new on every upload, so the bytes at this address never change.
        cacheControl: "public, max-age=31536000, immutable",
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
  return { path, url: downloadUrl(path, token) };
}

/** Deletes a file saved by saveFile; a file already gone is fine. */
export async function deleteFile(path: string): Promise<void> {
  await bucket().file(path).delete({ ignoreNotFound: true });
}
