import type { DryRun, ImportReportLine } from "../../contract/import-jobs";
import { IMPORT_LIMITS } from "../../contract/import-job-names";
import type { ImportEntry, ImportSource, ParsedImport } from "../../contract/imports";
import { bucket, db } from "../../firebase";
import { importsBundle } from "../../imports-bundle";
import * as logs from "../../logs";
import { suggestedKind } from "./entry-fields";
import { failImportJob, IMPORT_JOBS, sourcePath } from "./import-jobs";
import { saveChunk, saveZipFile } from "./import-files";
import { importedKeys, ledgerKey } from "./import-ledger";
import { readExportForRestore } from "./site-restore";

/**
 * The first task of an import: reads the uploaded file once, keeps its entries in chunks for the import tasks, and
 * writes the dry run (what will come in, per type; what will be skipped and why; what will change on the way). Nothing
 * of the site is written. A file that cannot be read fails the job with the reader's sentence for the owner.
 */

const SOURCE_NAMES: Record<ImportSource, string> = { wordpress: "WordPress", ghost: "Ghost", markdown: "Markdown" };

/** An entry as the import tasks take it: with the key that makes its import happen once. */
export interface QueuedEntry {
  key: string;
  entry: ImportEntry;
}

/** Where the entries of a parsed file come from, for their keys: the site's address, or its title, or the source. */
const originOf = (parsed: ParsedImport) => `${parsed.source}:${parsed.siteUrl || parsed.siteTitle}`;

const capped = (lines: ImportReportLine[]) => lines.slice(0, IMPORT_LIMITS.reportLines);

const zipPathOf = (url: string) => (url.startsWith("zip:") ? url.slice(4) : null);

export async function readImportJobFile(jobId: string): Promise<void> {
  const ref = db().collection(IMPORT_JOBS).doc(jobId);
  const job = await ref.get();
  if (job.get("status") !== "reading") return;
  const [bytes] = await bucket().file(sourcePath(jobId)).download();
  const { readImportFile, ImportFileError } = importsBundle();
  let read: ReturnType<typeof readImportFile>;
  try {
    read = readImportFile(new Uint8Array(bytes), String(job.get("fileName") ?? ""));
  } catch (error) {
    if (error instanceof ImportFileError) return failImportJob(jobId, error.message);
    logs.importNotRead(jobId, error);
    return failImportJob(jobId, "This file could not be read. Check that it is a whole, unchanged export.");
  }
  if (read.format === "devfolio-export") return readExportForRestore(jobId, read.files);
  const { parsed, files } = read;
  if (parsed.entries.length > IMPORT_LIMITS.entries) {
    return failImportJob(jobId, `This file has ${parsed.entries.length} entries; one import takes at most ${IMPORT_LIMITS.entries}.`);
  }
  const origin = originOf(parsed);
  const queued: QueuedEntry[] = parsed.entries.map((entry) => ({ key: ledgerKey(origin, entry.sourceId), entry: { ...entry, sourceType: typeName(entry.sourceType) } }));
  for (let chunk = 0; chunk * IMPORT_LIMITS.entriesPerTask < queued.length; chunk++) {
    const start = chunk * IMPORT_LIMITS.entriesPerTask;
    await saveChunk(jobId, chunk, queued.slice(start, start + IMPORT_LIMITS.entriesPerTask));
  }
  // The zip's images that entries use, kept for the import tasks; the rest of the zip is not needed again.
  const used = new Set(parsed.entries.flatMap((entry) => [entry.featureImage, ...entry.bodyImages]).flatMap((image) => (image ? [zipPathOf(image.url)] : [])));
  for (const path of used) {
    const file = path ? files.get(path) : undefined;
    if (path && file) await saveZipFile(jobId, path, file);
  }
  await ref.update({
    status: "ready",
    source: SOURCE_NAMES[parsed.source],
    siteTitle: parsed.siteTitle,
    dryRun: await dryRunOf(parsed, queued),
    progress: { done: 0, total: queued.length },
  });
}

/**
 * The type an entry is offered under, which also keys the owner's choice of kinds in the job: never empty (a lone
 * Markdown file sits in no folder), and never Firestore's reserved `__name__` shape, which a map key may not have.
 */
function typeName(sourceType: string): string {
  return sourceType.trim().replace(/^_+|_+$/g, "") || "posts";
}

async function dryRunOf(parsed: ParsedImport, queued: QueuedEntry[]): Promise<DryRun> {
  const counts = new Map<string, number>();
  for (const { entry } of queued) counts.set(entry.sourceType, (counts.get(entry.sourceType) ?? 0) + 1);
  const already = await importedKeys(queued.map((each) => each.key));
  const skipped = parsed.skipped.map((skip) => ({ title: skip.title || skip.sourceId, reason: skip.reason }));
  const notes = parsed.entries.flatMap((entry) => entry.notes.map((note) => ({ title: entry.title, reason: note })));
  return {
    entries: queued.length,
    types: [...counts].map(([type, count]) => ({ type, count, suggested: suggestedKind(type) })),
    comments: parsed.entries.reduce((sum, entry) => sum + entry.comments.length, 0),
    images: parsed.entries.reduce((sum, entry) => sum + entry.bodyImages.length + (entry.featureImage ? 1 : 0), 0),
    oldLinks: parsed.entries.reduce((sum, entry) => sum + entry.oldPaths.length, 0),
    alreadyImported: already.size,
    skipped: capped(skipped),
    skippedCount: skipped.length,
    notes: capped(notes),
    notesCount: notes.length,
  };
}
