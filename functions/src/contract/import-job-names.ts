import { ITEM_KIND_NAMES } from "./item-kinds";
import { MEDIA_LIMITS } from "./media";

/**
 * The owner's imports (issue 36, docs/import-export.md), run as jobs: the upload stores the file and answers at once;
 * a task reads it and writes the dry run; the owner maps what came in onto our kinds and starts the import; tasks
 * import it a chunk at a time, and the job keeps the progress and, at the end, the report.
 *
 *   reading -> ready -> importing -> done
 *         \-> failed (the file could not be read)   \-> failed (it stopped; what was imported stays, a rerun adds the rest)
 *
 * Plain values, so the owner's page uses them without loading zod; the answers' schemas are in import-jobs.ts.
 */
export const IMPORT_STATUSES = ["reading", "ready", "importing", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_LIMITS = {
  /** The platform takes 32 MB a request: the file, and the form around it. */
  fileBytes: 30 * 1024 * 1024,
  /** Entries one import may bring: well past a 2,000-post blog. */
  entries: 5_000,
  /** Entries a task imports before it hands on to the next one (each may fetch a few images). */
  entriesPerTask: 25,
  /** The most bytes of one fetched image: the site's own image limit. */
  imageBytes: MEDIA_LIMITS.imageBytes,
  /** Lines of a report's lists kept on the job; the counts are always whole. */
  reportLines: 200,
} as const;

export const IMPORT_FILE_FIELD = "file";
export const IMPORT_FILE_MISSING_MESSAGE = "Choose a WordPress export (.xml), a Ghost export (.json) or a zip of Markdown files.";
export const IMPORT_FILE_TOO_LARGE_MESSAGE = `An import file is at most ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB.`;
export const IMPORT_NOT_READY_MESSAGE = "This import is not waiting to start: it was started already, or its file could not be read.";
export const IMPORT_NOT_FOUND_MESSAGE = "Import not found.";
export const IMPORT_NOTHING_MAPPED_MESSAGE = "Choose a kind for at least one of the file's types.";
export const IMPORT_BUSY_MESSAGE = "Another import is running. Wait for it to finish before you start this one.";
export const IMPORT_NOT_STALLED_MESSAGE = "This import is not stopped: only an import with no progress for 15 minutes can be resumed.";

/** Where an entry goes: one of our kinds, or nowhere. */
export const IMPORT_TARGETS = [...ITEM_KIND_NAMES, "skip"] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
