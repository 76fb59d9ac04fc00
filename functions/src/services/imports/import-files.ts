import { bucket } from "../../firebase";
import { importFolder } from "./import-jobs";

// What a job keeps in Storage beside its uploaded file, under imports/{jobId}/ (never public): the entries read from
// the file in chunks, so each import task reads only its own, and the zip's files the entries use.

const chunkPath = (jobId: string, chunk: number) => `${importFolder(jobId)}/chunks/${chunk}.json`;
/** A file of the uploaded zip, kept by its path in the zip. */
const zipFilePath = (jobId: string, path: string) => `${importFolder(jobId)}/files/${path}`;

export async function saveChunk(jobId: string, chunk: number, entries: unknown[]): Promise<void> {
  await bucket().file(chunkPath(jobId, chunk)).save(JSON.stringify(entries), { resumable: false, contentType: "application/json" });
}

export async function readChunk<Entry>(jobId: string, chunk: number): Promise<Entry[]> {
  const [bytes] = await bucket().file(chunkPath(jobId, chunk)).download();
  return JSON.parse(bytes.toString("utf8")) as Entry[];
}

export async function saveZipFile(jobId: string, path: string, bytes: Uint8Array): Promise<void> {
  await bucket().file(zipFilePath(jobId, path)).save(Buffer.from(bytes), { resumable: false });
}

/** A kept file of the zip, or null when the zip had none at that path. */
export async function readZipFile(jobId: string, path: string): Promise<Buffer | null> {
  try {
    const [bytes] = await bucket().file(zipFilePath(jobId, path)).download();
    return bytes;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

/** Removes what a finished job kept, the uploaded file included. */
export async function removeJobFiles(jobId: string): Promise<void> {
  await bucket().deleteFiles({ prefix: `${importFolder(jobId)}/` });
}
