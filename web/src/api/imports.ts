import { IMPORT_FILE_FIELD } from "@contract/import-job-names";
import type { StartImportRequest } from "@contract/import-jobs";
import { apiPaths } from "@contract/routes";
import { callApi, sendForm, type UploadOptions } from "@/api/client";

// The owner's imports (docs/import-export.md). The answers' schemas load with the first call, in their own chunk, so
// the page's own chunk carries no zod.
const schemas = () => import("./import-schemas");

/** GET /api/imports (owner): the latest import jobs, newest first. */
export async function fetchImportJobs(signal?: AbortSignal) {
  const loaded = await schemas();
  return callApi(apiPaths.imports, () => loaded.importJobListSchema, { signal });
}

/** GET /api/imports/{id} (owner): one job, its dry run, progress and report. */
export async function fetchImportJob(id: string, signal?: AbortSignal) {
  const loaded = await schemas();
  return callApi(apiPaths.importJob(id), () => loaded.importJobAnswerSchema, { signal });
}

/** POST /api/imports (owner, multipart): uploads the file; the answer's job is still reading it. */
export async function uploadImportFile(file: File, options?: UploadOptions) {
  const loaded = await schemas();
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return sendForm(apiPaths.imports, () => loaded.importJobAnswerSchema, "POST", form, options);
}

/** POST /api/imports/{id}/start (owner): imports into the chosen kinds. */
export async function startImportJob(id: string, request: StartImportRequest) {
  const loaded = await schemas();
  return callApi(apiPaths.importStart(id), () => loaded.importJobAnswerSchema, { method: "POST", json: request });
}

/** POST /api/imports/{id}/resume (owner): goes on with an import that stopped part-way. */
export async function resumeImportJob(id: string) {
  const loaded = await schemas();
  return callApi(apiPaths.importResume(id), () => loaded.importJobAnswerSchema, { method: "POST" });
}
