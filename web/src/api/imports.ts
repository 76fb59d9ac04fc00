// Before any schema module runs, as in contract-schemas.ts.
import "./zod-without-eval";
import { importJobAnswerSchema, importJobListSchema, IMPORT_FILE_FIELD, type StartImportRequest } from "@contract/import-jobs";
import { apiPaths } from "@contract/routes";
import { callApi, sendForm, type UploadOptions } from "@/api/client";

// The owner's imports (docs/import-export.md). Only the owner's lazily loaded import page imports this module, so its
// schemas stay out of the reader's first request.

/** GET /api/imports (owner): the latest import jobs, newest first. */
export const fetchImportJobs = (signal?: AbortSignal) => callApi(apiPaths.imports, () => importJobListSchema, { signal });

/** GET /api/imports/{id} (owner): one job, its dry run, progress and report. */
export const fetchImportJob = (id: string, signal?: AbortSignal) => callApi(apiPaths.importJob(id), () => importJobAnswerSchema, { signal });

/** POST /api/imports (owner, multipart): uploads the file; the answer's job is still reading it. */
export function uploadImportFile(file: File, options?: UploadOptions) {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return sendForm(apiPaths.imports, () => importJobAnswerSchema, "POST", form, options);
}

/** POST /api/imports/{id}/start (owner): imports into the chosen kinds. */
export const startImportJob = (id: string, request: StartImportRequest) =>
  callApi(apiPaths.importStart(id), () => importJobAnswerSchema, { method: "POST", json: request });
