import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import * as logs from "../../logs";
import { EXPORT_FILES_KEPT, EXPORT_MESSAGES, EXPORTS_LISTED, type ExportFormat, type ExportStatus } from "../../contract/export-names";
import type { ExportJob } from "../../contract/exports";
import { SITE_NAME } from "../../contract/site";
import { bucket, db } from "../../firebase";
import { recordAudit } from "../audit/audit-log";
import { DomainError } from "../domain-error";
import { isoDate } from "../firestore-values";
import { consume, HOUR_MS, type Bucket } from "../rate-limits";
import { countItems, countMediaFiles, type ExportProgress } from "./export-sources";
import { FileSink } from "./file-sink";
import { slugOf, writeSiteWxr } from "./site-wxr";
import { writeSiteZip } from "./site-zip";
import { queueExportTask } from "./tasks";

/**
 * The owner's exports (issue 36, docs/import-export.md): `exports/{id}` records each job, closed to clients
 * (firestore.rules); the file is written by the exportTasks function after the answer, to Storage under exports/,
 * which no rule opens and no download token unlocks: the owner gets it only through GET /api/exports/{id}/download.
 */
export const EXPORTS = "exports";
const FILES_FOLDER = "exports";

/** Exports started per hour: each reads the whole site and copies every media file. */
const STARTS = { limit: 5, windowMs: HOUR_MS } as const;
const startBucket = (uid: string): Bucket => ({ name: "site-export", subject: uid, ...STARTS, message: EXPORT_MESSAGES.rateLimited });

/** How often a running export writes its progress: often enough for a progress bar, rarely enough to cost nothing. */
const PROGRESS_EVERY_MS = 1000;

const jobRef = (id: string) => db().collection(EXPORTS).doc(id);

function fileNameOf(format: ExportFormat, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `${slugOf(SITE_NAME) || "site"}-${format === "zip" ? "export" : "wordpress"}-${stamp}.${format === "zip" ? "zip" : "xml"}`;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

function jobOf(doc: DocumentSnapshot): ExportJob {
  const data = doc.data() ?? {};
  const status = data.status as ExportStatus;
  return {
    id: doc.id,
    format: data.format as ExportFormat,
    status,
    progress: { done: numberOr(data.progress?.done, 0), total: numberOr(data.progress?.total, 0) },
    sizeBytes: typeof data.sizeBytes === "number" ? data.sizeBytes : null,
    fileName: typeof data.fileName === "string" ? data.fileName : "",
    createdAt: isoDate(data.createdAt),
    finishedAt: data.finishedAt ? isoDate(data.finishedAt) : null,
    failure: typeof data.failure === "string" ? data.failure : null,
    downloadable: status === "done" && data.fileRemoved !== true,
  };
}

/** Starts an export: records the job, queues its task, and answers at once. A few an hour. */
export async function startExport(format: ExportFormat, ownerUid: string, address: string): Promise<ExportJob> {
  await consume([startBucket(ownerUid)]);
  const id = randomUUID();
  const now = new Date();
  const fileName = fileNameOf(format, now);
  await jobRef(id).create({
    format,
    status: "queued",
    progress: { done: 0, total: 0 },
    sizeBytes: null,
    fileName,
    storagePath: `${FILES_FOLDER}/${id}/${fileName}`,
    createdAt: Timestamp.fromDate(now),
    finishedAt: null,
    failure: null,
  });
  await recordAudit({ area: "settings", action: "site.export", actorUid: ownerUid, target: `exports/${id}`, summary: fileName, address });
  try {
    await queueExportTask(id);
  } catch (error) {
    // Nothing will run it: the job says so rather than waiting forever, and the owner can start another.
    logs.exportTaskNotQueued(id, error);
    await jobRef(id).update({ status: "failed", failure: EXPORT_MESSAGES.failed, finishedAt: FieldValue.serverTimestamp() });
  }
  return jobOf(await jobRef(id).get());
}

export async function listExports(): Promise<ExportJob[]> {
  const snapshot = await db().collection(EXPORTS).orderBy("createdAt", "desc").limit(EXPORTS_LISTED).get();
  return snapshot.docs.map(jobOf);
}

export async function readExport(id: string): Promise<ExportJob> {
  const doc = await jobRef(id).get();
  if (!doc.exists) throw new DomainError("not-found", EXPORT_MESSAGES.notFound);
  return jobOf(doc);
}

/** The finished file, to stream to the owner: its name, size and a read stream from Storage. */
export async function openExportFile(id: string) {
  const doc = await jobRef(id).get();
  if (!doc.exists) throw new DomainError("not-found", EXPORT_MESSAGES.notFound);
  const job = jobOf(doc);
  if (job.status !== "done") throw new DomainError("conflict", EXPORT_MESSAGES.notReady);
  const file = bucket().file(String(doc.get("storagePath")));
  if (!job.downloadable || !(await file.exists())[0]) throw new DomainError("not-found", EXPORT_MESSAGES.fileGone);
  return { fileName: job.fileName, sizeBytes: job.sizeBytes, contentType: job.format === "zip" ? "application/zip" : "application/xml; charset=utf-8", stream: file.createReadStream() };
}

/** Progress, written at most once a PROGRESS_EVERY_MS. */
function progressOf(id: string, total: number): ExportProgress & { done: number } {
  let lastWrite = 0;
  const state = {
    done: 0,
    async step() {
      state.done += 1;
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      await jobRef(id).update({ "progress.done": Math.min(state.done, total) });
    },
  };
  return state;
}

/**
 * Runs one export job, in the exportTasks function. Idempotent: a finished job is not redone; a retried task (the
 * last run timed out or its instance went away) starts the file again from the beginning under a new run id, and
 * the earlier run, if it still lives, finds the job no longer its own and its file is overwritten.
 */
export async function runExport(id: string, origin: string): Promise<void> {
  const runId = randomUUID();
  const claimed = await db().runTransaction(async (transaction) => {
    const doc = await transaction.get(jobRef(id));
    if (!doc.exists || doc.get("status") === "done" || doc.get("status") === "failed") return null;
    transaction.update(jobRef(id), { status: "running", runId, startedAt: FieldValue.serverTimestamp(), "progress.done": 0 });
    return { format: doc.get("format") as ExportFormat, storagePath: String(doc.get("storagePath")) };
  });
  if (!claimed) return;
  const startedAt = performance.now();
  const file = bucket().file(claimed.storagePath);
  let sink: FileSink | null = null;
  try {
    const items = await countItems();
    // A zip: each item, each media file, then reviews, members, settings and the manifest. A WXR: each item.
    const total = claimed.format === "zip" ? items + (await countMediaFiles()) + 4 : items;
    await jobRef(id).update({ "progress.total": total });
    const progress = progressOf(id, total);
    sink = new FileSink(
      file.createWriteStream({
        resumable: false,
        contentType: claimed.format === "zip" ? "application/zip" : "application/xml",
        // No firebaseStorageDownloadTokens: the file has no public address, only the owner's download call.
        metadata: { cacheControl: "private, no-store" },
      }),
    );
    if (claimed.format === "zip") await writeSiteZip(sink, origin, progress);
    else await writeSiteWxr(sink, origin, progress);
    await sink.close();
    const finished = await db().runTransaction(async (transaction) => {
      const doc = await transaction.get(jobRef(id));
      if (doc.get("runId") !== runId) return false;
      transaction.update(jobRef(id), {
        status: "done",
        progress: { done: total, total },
        sizeBytes: sink!.bytes,
        finishedAt: FieldValue.serverTimestamp(),
        failure: null,
      });
      return true;
    });
    if (finished) {
      logs.exportFinished({ id, format: claimed.format, items, bytes: sink.bytes, ms: Math.round(performance.now() - startedAt) });
      await removeOldExportFiles();
    }
  } catch (error) {
    sink?.abort();
    logs.exportFailed(id, error);
    await jobRef(id).update({ status: "failed", failure: EXPORT_MESSAGES.failed, finishedAt: FieldValue.serverTimestamp() });
  }
}

/**
 * Keeps the files of the newest EXPORT_FILES_KEPT finished exports and removes the others' (each is a copy of the
 * whole site, media included). Their jobs stay listed, marked as removed, so the page says what happened.
 */
export async function removeOldExportFiles(): Promise<number> {
  // Filtered here rather than in the query, which would need a composite index for a collection of a few documents.
  const jobs = await db().collection(EXPORTS).orderBy("createdAt", "desc").select("status", "storagePath", "fileRemoved").get();
  const done = jobs.docs.filter((doc) => doc.get("status") === "done");
  let removed = 0;
  for (const doc of done.slice(EXPORT_FILES_KEPT)) {
    if (doc.get("fileRemoved") === true) continue;
    await bucket().file(String(doc.get("storagePath"))).delete({ ignoreNotFound: true });
    await doc.ref.update({ fileRemoved: true });
    removed += 1;
  }
  return removed;
}
