import { EXPORT_MESSAGES } from "../../contract/export-names";
import { exportRequestSchema, type ExportAnswer, type ExportJobAnswer, type ExportListAnswer } from "../../contract/exports";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { listExports, openExportFile, readExport, startExport } from "../../services/exports/export-jobs";

// The owner's site exports (issue 36, docs/import-export.md). Owner only, checked before anything else is read, so
// nobody else learns what a good request looks like.

/** POST /api/exports {format: "zip" | "wxr"}: 202 with the queued job; a few an hour. */
export const startExportHandler: Handler = async (request) => {
  const viewer = await requireOwner(request);
  const { format } = parseInput(exportRequestSchema, request.body);
  const job = await startExport(format, viewer.uid, request.ip);
  const body: ExportAnswer = { success: true, message: EXPORT_MESSAGES.queued, job };
  return { status: 202, body };
};

/** GET /api/exports: the newest jobs, newest first. */
export const listExportsHandler: Handler = async (request) => {
  await requireOwner(request);
  const body: ExportListAnswer = { jobs: await listExports() };
  return { body };
};

/** GET /api/exports/{id}: one job, for the page's progress bar. */
export const getExportHandler: Handler = async (request) => {
  await requireOwner(request);
  const body: ExportJobAnswer = { job: await readExport(parseId(request.params.id)) };
  return { body };
};

/**
 * GET /api/exports/{id}/download: the file, streamed from Storage as an attachment. Private and never stored by a
 * cache (the router's Cache-Control), and the file has no public address of its own.
 */
export const downloadExportHandler: Handler = async (request) => {
  await requireOwner(request);
  const file = await openExportFile(parseId(request.params.id));
  return {
    body: null,
    stream: { contentType: file.contentType, body: file.stream, length: file.sizeBytes },
    headers: { "Content-Disposition": `attachment; filename="${file.fileName}"` },
  };
};
