import { EXPORTS_API_PATH, exportApiPath, exportDownloadPath, type ExportFormat } from "@contract/export-names";
import { callApi } from "./client";

const schemas = () => import("./export-schemas");

/** POST /api/exports {format} (owner): starts an export; answers the queued job. */
export async function startExport(format: ExportFormat) {
  const loaded = await schemas();
  return callApi(EXPORTS_API_PATH, () => loaded.exportAnswerSchema, { method: "POST", json: { format } });
}

/** GET /api/exports (owner): the recent exports, newest first. */
export async function fetchExports(signal?: AbortSignal) {
  const loaded = await schemas();
  return callApi(EXPORTS_API_PATH, () => loaded.exportListAnswerSchema, { signal });
}

/** GET /api/exports/{id} (owner): one export, for its progress. */
export async function fetchExport(id: string, signal?: AbortSignal) {
  const loaded = await schemas();
  return callApi(exportApiPath(id), () => loaded.exportJobAnswerSchema, { signal });
}

/**
 * Where the browser downloads a finished export: a plain link, not fetch, so the browser writes the file to disk as
 * it arrives (a whole site with its media can be hundreds of MB, more than a page should hold as a Blob), with the
 * session cookie of this same origin.
 */
export const exportDownloadAddress = exportDownloadPath;
