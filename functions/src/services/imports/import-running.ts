import { FieldValue } from "firebase-admin/firestore";
import { IMPORT_LIMITS, type ImportTarget } from "../../contract/import-job-names";
import type { ImportReport } from "../../contract/import-jobs";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import * as logs from "../../logs";
import { queueAfterChange } from "../../fediverse/services/tasks";
import { forgetPublicReads } from "../public-read-cache";
import { queueMailTaskSafely } from "../mail/tasks";
import { addTally, countCreated, emptyTally, type ChunkTally } from "./chunk-tally";
import { importEntry } from "./entry-import";
import { readChunk, removeJobFiles } from "./import-files";
import { IMPORT_JOBS, RESTORE_SOURCE } from "./import-jobs";
import { queueImportTask } from "./import-tasks";
import { IMPORTED_ENTRIES } from "./import-ledger";
import type { QueuedEntry } from "./import-reading";
import { forgetOldLinks } from "./old-links";
import { restoreChunk } from "./site-restore";

/**
 * One import task: one chunk of the job's entries (import-reading.ts kept them), then the next chunk's task. What a
 * chunk did is added to the job's report once, in a transaction that also marks the chunk done, so a task that Cloud
 * Tasks runs twice neither counts twice nor queues the next chunk twice. Entries a failed try already brought in are
 * found in the ledger and counted as this job's.
 */

async function importEntriesChunk(jobId: string, chunk: number, mapping: Record<string, ImportTarget>): Promise<ChunkTally> {
  const tally = emptyTally();
  const entries = await readChunk<QueuedEntry>(jobId, chunk);
  const ledger = await db().getAll(...entries.map(({ key }) => db().collection(IMPORTED_ENTRIES).doc(key)));
  for (const [index, { key, entry }] of entries.entries()) {
    tally.processed += 1;
    const target = mapping[entry.sourceType] ?? "skip";
    if (target === "skip") {
      tally.skipped += 1;
      continue;
    }
    const earlier = ledger[index]!;
    if (earlier.exists) {
      if (earlier.get("jobId") === jobId) countCreated(tally, earlier.get("kind") as ItemKind);
      else tally.alreadyImported += 1;
      continue;
    }
    try {
      const result = await importEntry(jobId, key, entry, target);
      tally.imageFailures.push(...result.imageFailures);
      if (result.outcome === "failed") {
        tally.failures.push({ title: entry.title || entry.sourceId, reason: result.reason });
        continue;
      }
      countCreated(tally, result.kind);
      tally.comments += result.comments;
      tally.images += result.images;
      tally.redirects += result.redirects;
      // A scheduled entry is news when its time comes: followers and subscribers hear of it then, as of the owner's own.
      if (entry.status === "scheduled" && entry.publishedAt) {
        const at = new Date(entry.publishedAt);
        await queueAfterChange({ type: "sync-item", kind: result.kind, id: result.id }, at);
        await queueMailTaskSafely({ type: "announce", kind: result.kind, id: result.id }, { at });
      }
    } catch (error) {
      logs.importEntryFailed(jobId, entry.sourceId, error);
      tally.failures.push({ title: entry.title || entry.sourceId, reason: "It could not be saved. Run the import again to retry it." });
    }
  }
  return tally;
}

export async function runImportChunk(jobId: string, chunk: number): Promise<void> {
  const ref = db().collection(IMPORT_JOBS).doc(jobId);
  const job = await ref.get();
  if (job.get("status") !== "importing") return;
  const chunksDone = (job.get("chunksDone") ?? []) as number[];
  const total = Number(job.get("progress.total") ?? 0);
  const chunks = Math.ceil(total / IMPORT_LIMITS.entriesPerTask);
  if (chunks === 0) {
    await ref.update({ status: "done", finishedAt: FieldValue.serverTimestamp() });
    return removeJobFiles(jobId);
  }
  if (!chunksDone.includes(chunk)) {
    const mapping = (job.get("mapping") ?? {}) as Record<string, ImportTarget>;
    const tally = job.get("source") === RESTORE_SOURCE ? await restoreChunk(jobId, chunk) : await importEntriesChunk(jobId, chunk, mapping);
    await db().runTransaction(async (transaction) => {
      const current = await transaction.get(ref);
      const doneBefore = (current.get("chunksDone") ?? []) as number[];
      if (doneBefore.includes(chunk)) return;
      const done = doneBefore.length + 1 >= chunks;
      transaction.update(ref, {
        report: addTally(current.get("report") as ImportReport, tally),
        "progress.done": FieldValue.increment(tally.processed),
        chunksDone: FieldValue.arrayUnion(chunk),
        updatedAt: FieldValue.serverTimestamp(),
        ...(done ? { status: "done", finishedAt: FieldValue.serverTimestamp() } : {}),
      });
    });
    // The lists, feeds and old addresses this instance keeps show the new items at once.
    forgetPublicReads();
    forgetOldLinks();
    logs.importChunkDone(jobId, chunk, Object.values(tally.created).reduce((sum, count) => sum + count, 0));
  }
  if (chunk + 1 < chunks) await queueImportTask({ type: "import", jobId, chunk: chunk + 1 });
  else await removeJobFiles(jobId);
}
