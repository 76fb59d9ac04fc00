import { z } from "zod";
import { ITEM_KIND_NAMES } from "./item-kinds";
import { MEDIA_LIMITS } from "./media";

/**
 * The owner's imports (issue 36, docs/import-export.md), run as jobs: the upload stores the file and answers at once;
 * a task reads it and writes the dry run; the owner maps what came in onto our kinds and starts the import; tasks
 * import it a chunk at a time, and the job keeps the progress and, at the end, the report.
 *
 *   reading -> ready -> importing -> done
 *         \-> failed (the file could not be read)   \-> failed (it stopped; what was imported stays, a rerun adds the rest)
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

/** Where an entry goes: one of our kinds, or nowhere. */
export const IMPORT_TARGETS = [...ITEM_KIND_NAMES, "skip"] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

const countSchema = z.number().int().nonnegative();
const lineSchema = z.object({ title: z.string(), reason: z.string() });
export type ImportReportLine = z.infer<typeof lineSchema>;

/** One type of entry in the file (a WordPress "post", a Markdown folder), for the owner to map onto a kind. */
export const importTypeSchema = z.object({
  type: z.string(),
  count: countSchema,
  /** The kind the dry run proposes. */
  suggested: z.enum(IMPORT_TARGETS),
});

/** What the dry run found, before anything is written. */
export const dryRunSchema = z.object({
  entries: countSchema,
  types: z.array(importTypeSchema),
  comments: countSchema,
  images: countSchema,
  oldLinks: countSchema,
  /** Entries already imported by an earlier run of the same source: they will not come in twice. */
  alreadyImported: countSchema,
  skipped: z.array(lineSchema),
  skippedCount: countSchema,
  /** What will come in changed (a shortcode kept as text, an image without description). */
  notes: z.array(lineSchema),
  notesCount: countSchema,
});
export type DryRun = z.infer<typeof dryRunSchema>;

export const importReportSchema = z.object({
  created: z.record(z.string(), countSchema),
  alreadyImported: countSchema,
  skipped: countSchema,
  comments: countSchema,
  images: countSchema,
  redirects: countSchema,
  /** Images that could not be fetched or were refused; the item came in without them. */
  imageFailures: z.array(lineSchema),
  imageFailuresCount: countSchema,
  /** Entries that could not be imported at all, and why. */
  failures: z.array(lineSchema),
  failuresCount: countSchema,
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** "WordPress", "Ghost", "Markdown", or "This site's export"; "" while reading. */
  source: z.string(),
  siteTitle: z.string(),
  createdAt: z.string(),
  dryRun: dryRunSchema.nullable(),
  /** The kinds the owner chose, by type, once started. */
  mapping: z.record(z.string(), z.enum(IMPORT_TARGETS)).nullable(),
  progress: z.object({ done: countSchema, total: countSchema }),
  report: importReportSchema.nullable(),
  /** Why it failed, in a sentence for the owner. */
  failure: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobAnswerSchema = z.object({ job: importJobSchema });
export const importJobListSchema = z.object({ jobs: z.array(importJobSchema) });

/** POST /api/imports/{id}/start: the kind each type goes to. */
export const startImportRequestSchema = z.object({
  mapping: z
    .record(z.string().max(100, "A type's name is at most 100 characters."), z.enum(IMPORT_TARGETS, { error: "Choose one of the kinds, or Skip." }))
    .refine((mapping) => Object.keys(mapping).length <= 50, "A file has at most 50 types to map."),
});
export type StartImportRequest = z.infer<typeof startImportRequestSchema>;
