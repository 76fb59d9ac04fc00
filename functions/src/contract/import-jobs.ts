import { z } from "zod";
import { IMPORT_STATUSES, IMPORT_TARGETS } from "./import-job-names";

// The answers and requests of the owner's imports (docs/import-export.md); their plain values are in import-job-names.ts.

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
  /** Importing, but nothing has moved for 15 minutes: its tasks gave up, and the owner may resume it. */
  stalled: z.boolean(),
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
