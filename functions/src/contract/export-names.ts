// The owner's site export (issue 36, docs/import-export.md) without zod: a job that writes one file to Storage, then a
// download. The zip's layout is site-export.ts; "wxr" is a WordPress eXtended RSS 1.2 file. The schemas are exports.ts.

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

export const EXPORTS_API_PATH = "/api/exports";
export const exportApiPath = (id: string) => `${EXPORTS_API_PATH}/${encodeURIComponent(id)}`;
export const exportDownloadPath = (id: string) => `${exportApiPath(id)}/download`;
