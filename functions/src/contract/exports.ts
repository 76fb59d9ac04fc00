import { z } from "zod";

// The owner's site export (issue 36, docs/import-export.md): a job that writes one file to Storage, then a download.
// The zip's layout is site-export.ts; "wxr" is a WordPress eXtended RSS 1.2 file.

export const EXPORT_FORMATS = ["zip", "wxr"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The recent jobs GET /api/exports lists, newest first; the files of older ones are removed (docs/import-export.md). */
export const EXPORTS_LISTED = 10;
/** Export files kept in Storage: the newest few; an older job stays listed but its file is gone. */
export const EXPORT_FILES_KEPT = 3;

export const EXPORT_MESSAGES = {
  format: 'Choose the export\'s format: "zip" or "wxr".',
  notFound: "Export not found.",
  notReady: "This export is not finished yet: download it once it is done.",
  fileGone: "This export's file was removed, as only the newest exports are kept. Start a new export.",
  queued: "The export has started. It keeps running if you leave this page.",
  rateLimited: "You have started several exports in the last hour. Please try again in {wait}.",
  failed: "The export stopped before it was finished. Please try again.",
} as const;

export const exportRequestSchema = z.object({ format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.format }) });
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Entries written of those counted at the start (items, records and media files). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** The file's size once done, in bytes. */
  sizeBytes: z.number().int().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why a failed job stopped, in words for the owner. */
  failure: z.string().nullable(),
  /** Whether the file can still be downloaded (done, and among the newest kept). */
  downloadable: z.boolean(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportAnswerSchema = z.object({ success: z.literal(true), message: z.string(), job: exportJobSchema });
export type ExportAnswer = z.infer<typeof exportAnswerSchema>;

export const exportJobAnswerSchema = z.object({ job: exportJobSchema });
export type ExportJobAnswer = z.infer<typeof exportJobAnswerSchema>;

export const exportListAnswerSchema = z.object({ jobs: z.array(exportJobSchema) });
export type ExportListAnswer = z.infer<typeof exportListAnswerSchema>;

export const EXPORTS_API_PATH = "/api/exports";
export const exportApiPath = (id: string) => `${EXPORTS_API_PATH}/${encodeURIComponent(id)}`;
export const exportDownloadPath = (id: string) => `${exportApiPath(id)}/download`;
