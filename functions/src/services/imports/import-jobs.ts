import { FieldValue, type DocumentSnapshot, type Timestamp, type Transaction } from "firebase-admin/firestore";
import { IMPORT_BUSY_MESSAGE, IMPORT_NOT_FOUND_MESSAGE, IMPORT_NOT_READY_MESSAGE, IMPORT_NOT_STALLED_MESSAGE, IMPORT_NOTHING_MAPPED_MESSAGE, type ImportStatus, type ImportTarget } from "../../contract/import-job-names";
import type { DryRun, ImportJob, ImportReport } from "../../contract/import-jobs";
import { bucket, db } from "../../firebase";
import { DomainError } from "../domain-error";
import { isoDate, text } from "../firestore-values";
import { consume, type Bucket } from "../rate-limits";
import { queueImportTask } from "./import-tasks";

/**
 * The owner's import jobs, one document each in `importJobs` (closed to clients: firestore.rules), with the uploaded
 * file and what was read from it under `imports/{id}/` in Storage (never public: no download token).
 */
export const IMPORT_JOBS = "importJobs";
export const importFolder = (jobId: string) => `imports/${jobId}`;
export const sourcePath = (jobId: string) => `${importFolder(jobId)}/source`;

/** Uploads per hour: each is read in full by a task, which is the cost this bounds. */
const UPLOADS: Bucket = {
  name: "imports",
  subject: "owner",
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: "You have uploaded many import files in the last hour. Please try again in {wait}.",
};

const emptyReport = (): ImportReport => ({
  created: {},
  alreadyImported: 0,
  skipped: 0,
  comments: 0,
  images: 0,
  redirects: 0,
  imageFailures: [],
  imageFailuresCount: 0,
  failures: [],
  failuresCount: 0,
});

/** Keeps the uploaded file and queues its reading; answers the new job. */
export async function createImportJob(fileName: string, bytes: Buffer): Promise<ImportJob> {
  await consume([UPLOADS]);
  const ref = db().collection(IMPORT_JOBS).doc();
  await bucket().file(sourcePath(ref.id)).save(bytes, { resumable: false, contentType: "application/octet-stream" });
  await ref.create({
    fileName: fileName.slice(0, 200),
    status: "reading" satisfies ImportStatus,
    source: "",
    siteTitle: "",
    createdAt: FieldValue.serverTimestamp(),
    dryRun: null,
    mapping: null,
    progress: { done: 0, total: 0 },
    report: null,
    failure: "",
  });
  await queueImportTask({ type: "read", jobId: ref.id });
  return toImportJob(await ref.get());
}

export function toImportJob(doc: DocumentSnapshot): ImportJob {
  const data = doc.data() ?? {};
  const progress = (data.progress ?? {}) as { done?: number; total?: number };
  return {
    id: doc.id,
    fileName: text(data.fileName),
    status: data.status as ImportStatus,
    source: text(data.source),
    siteTitle: text(data.siteTitle),
    createdAt: isoDate(data.createdAt),
    dryRun: (data.dryRun as DryRun | null) ?? null,
    mapping: (data.mapping as Record<string, ImportTarget> | null) ?? null,
    progress: { done: progress.done ?? 0, total: progress.total ?? 0 },
    report: data.report ? { ...emptyReport(), ...(data.report as ImportReport) } : null,
    failure: text(data.failure),
    stalled: isStalled(doc),
  };
}

/** An import whose tasks gave up (their retries spent) says "importing" for ever: it stalls once quiet this long. */
const isStalled = (job: DocumentSnapshot) =>
  job.get("status") === "importing" && ((job.get("updatedAt") as Timestamp | undefined)?.toMillis() ?? 0) <= Date.now() - STALLED_AFTER_MS;

export async function readImportJob(id: string): Promise<ImportJob> {
  const doc = await db().collection(IMPORT_JOBS).doc(id).get();
  if (!doc.exists) throw new DomainError("not-found", IMPORT_NOT_FOUND_MESSAGE);
  return toImportJob(doc);
}

/** The latest imports, newest first. */
export async function listImportJobs(): Promise<ImportJob[]> {
  const snapshot = await db().collection(IMPORT_JOBS).orderBy("createdAt", "desc").limit(10).get();
  return snapshot.docs.map(toImportJob);
}

/**
 * Starts a read job with the owner's choice of kinds. One import runs at a time: two at once could each find an entry
 * not yet imported and bring it in twice.
 */
export async function startImport(id: string, mapping: Record<string, ImportTarget>): Promise<ImportJob> {
  const ref = db().collection(IMPORT_JOBS).doc(id);
  await db().runTransaction(async (transaction) => {
    const job = await transaction.get(ref);
    if (!job.exists) throw new DomainError("not-found", IMPORT_NOT_FOUND_MESSAGE);
    if (job.get("status") !== "ready") throw new DomainError("conflict", IMPORT_NOT_READY_MESSAGE);
    // A stalled import stops counting; running its file again, or resuming it, brings in the rest.
    await refuseIfAnotherAlive(transaction, id);
    const types = (job.get("dryRun") as DryRun | null)?.types ?? [];
    const isRestore = job.get("source") === RESTORE_SOURCE;
    // Types the owner did not name are skipped; a type the file does not have is ignored. A restore puts each item
    // back into its own kind.
    const chosen = Object.fromEntries(types.map(({ type, suggested }) => [type, isRestore ? suggested : (mapping[type] ?? "skip")]));
    if (!isRestore && Object.values(chosen).every((target) => target === "skip")) {
      throw new DomainError("invalid", IMPORT_NOTHING_MAPPED_MESSAGE, { mapping: IMPORT_NOTHING_MAPPED_MESSAGE });
    }
    transaction.update(ref, { status: "importing", mapping: chosen, report: emptyReport(), chunksDone: [], updatedAt: FieldValue.serverTimestamp() });
  });
  await queueImportTask({ type: "import", jobId: id, chunk: 0 });
  return readImportJob(id);
}

/**
 * Resumes a stalled import at its first chunk not done: the chunks done are marked in the job, and the ledger keeps
 * an entry a failed try brought in from coming in twice.
 */
export async function resumeImport(id: string): Promise<ImportJob> {
  const ref = db().collection(IMPORT_JOBS).doc(id);
  const chunk = await db().runTransaction(async (transaction) => {
    const job = await transaction.get(ref);
    if (!job.exists) throw new DomainError("not-found", IMPORT_NOT_FOUND_MESSAGE);
    if (!isStalled(job)) throw new DomainError("conflict", IMPORT_NOT_STALLED_MESSAGE);
    await refuseIfAnotherAlive(transaction, id);
    transaction.update(ref, { updatedAt: FieldValue.serverTimestamp() });
    const done = new Set((job.get("chunksDone") ?? []) as number[]);
    let next = 0;
    while (done.has(next)) next += 1;
    return next;
  });
  await queueImportTask({ type: "import", jobId: id, chunk });
  return readImportJob(id);
}

/** One import runs at a time: two at once could each find an entry not yet imported and bring it in twice. */
async function refuseIfAnotherAlive(transaction: Transaction, id: string): Promise<void> {
  const running = await transaction.get(db().collection(IMPORT_JOBS).where("status", "==", "importing").limit(5));
  if (running.docs.some((other) => other.id !== id && !isStalled(other))) throw new DomainError("conflict", IMPORT_BUSY_MESSAGE);
}

/** A chunk takes seconds; an import with none done for this long has stopped. */
const STALLED_AFTER_MS = 15 * 60_000;

/** The source name of a job that restores this site's own export. */
export const RESTORE_SOURCE = "This site's export";

/** Ends a job that could not go on, in a sentence for the owner. */
export async function failImportJob(id: string, failure: string): Promise<void> {
  await db().collection(IMPORT_JOBS).doc(id).update({ status: "failed", failure });
}
