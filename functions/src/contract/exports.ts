import { z } from "zod";
import { EXPORT_FORMATS, EXPORT_MESSAGES, EXPORT_STATUSES } from "./export-names";

// The owner's site export's schemas (issue 36, docs/import-export.md); its names, messages and paths are in
// export-names.ts, which the web's /import-export page imports without zod.

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
