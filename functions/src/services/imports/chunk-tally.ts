import { IMPORT_LIMITS } from "../../contract/import-job-names";
import type { ImportReport, ImportReportLine } from "../../contract/import-jobs";
import type { ItemKind } from "../../contract/item-kinds";

// What each import task did, and how it adds up in the job's report (import-running.ts).

/** What one chunk did, added to the job's report. */
export interface ChunkTally {
  processed: number;
  created: Record<string, number>;
  alreadyImported: number;
  skipped: number;
  comments: number;
  images: number;
  redirects: number;
  imageFailures: ImportReportLine[];
  failures: ImportReportLine[];
}

export const emptyTally = (): ChunkTally => ({
  processed: 0,
  created: {},
  alreadyImported: 0,
  skipped: 0,
  comments: 0,
  images: 0,
  redirects: 0,
  imageFailures: [],
  failures: [],
});

export const countCreated = (tally: ChunkTally, kind: ItemKind) => {
  tally.created[kind] = (tally.created[kind] ?? 0) + 1;
};

/** Adds a tally to a report, keeping each list to IMPORT_LIMITS.reportLines lines and its count whole. */
export function addTally(report: ImportReport, tally: ChunkTally): ImportReport {
  const created = { ...report.created };
  for (const [kind, count] of Object.entries(tally.created)) created[kind] = (created[kind] ?? 0) + count;
  const lines = (kept: ImportReportLine[], added: ImportReportLine[]) => [...kept, ...added].slice(0, IMPORT_LIMITS.reportLines);
  return {
    created,
    alreadyImported: report.alreadyImported + tally.alreadyImported,
    skipped: report.skipped + tally.skipped,
    comments: report.comments + tally.comments,
    images: report.images + tally.images,
    redirects: report.redirects + tally.redirects,
    imageFailures: lines(report.imageFailures, tally.imageFailures),
    imageFailuresCount: report.imageFailuresCount + tally.imageFailures.length,
    failures: lines(report.failures, tally.failures),
    failuresCount: report.failuresCount + tally.failures.length,
  };
}

