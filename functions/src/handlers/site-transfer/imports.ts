import { IMPORT_FILE_FIELD, IMPORT_FILE_MISSING_MESSAGE, IMPORT_FILE_TOO_LARGE_MESSAGE, IMPORT_LIMITS } from "../../contract/import-job-names";
import { startImportRequestSchema, type ImportJob } from "../../contract/import-jobs";
import { BODY_BOUNDS } from "../../http/body-bounds";
import { HttpError } from "../../http/http-error";
import { readMultipart } from "../../http/multipart";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { createImportJob, listImportJobs, readImportJob, resumeImport, startImport } from "../../services/imports/import-jobs";

// The owner's imports (docs/import-export.md): upload, then the dry run, then start; the work runs as tasks.

const UPLOAD_LIMITS = {
  maxFileBytes: IMPORT_LIMITS.fileBytes,
  maxFiles: 1,
  maxBodyBytes: BODY_BOUNDS.importFile,
  fileTooLarge: IMPORT_FILE_TOO_LARGE_MESSAGE,
  bodyTooLarge: IMPORT_FILE_TOO_LARGE_MESSAGE,
};

export const NOT_AN_EXPORT_MESSAGE = "This file is not a WordPress export, a Ghost export or a zip of Markdown files.";

/**
 * Whether the file can be one of the formats at all, told by its first bytes: a zip, XML, JSON, or a Markdown file by
 * its name. The task reads it whole; this only spares the owner a wait for a photo or a PDF chosen by mistake.
 */
function mayBeAnExport(bytes: Buffer, name: string): boolean {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return true;
  if (/\.(md|markdown)$/i.test(name)) return true;
  const start = bytes.subarray(0, 512).toString("utf8").replace(/^\uFEFF/, "").trimStart();
  return start.startsWith("<") || start.startsWith("{");
}

/** POST /api/imports (multipart `file`, owner): keeps the file and starts reading it; answers 202 with the job. */
export const uploadImportHandler: Handler = async (request) => {
  await requireOwner(request);
  const form = await readMultipart(request, UPLOAD_LIMITS);
  const file = form.files.find((each) => each.field === IMPORT_FILE_FIELD);
  if (!file || file.bytes.length === 0) throw new HttpError(400, IMPORT_FILE_MISSING_MESSAGE, { [IMPORT_FILE_FIELD]: IMPORT_FILE_MISSING_MESSAGE });
  if (!mayBeAnExport(file.bytes, file.filename)) throw new HttpError(415, NOT_AN_EXPORT_MESSAGE, { [IMPORT_FILE_FIELD]: NOT_AN_EXPORT_MESSAGE });
  const body: { job: ImportJob } = { job: await createImportJob(file.filename, file.bytes) };
  return { status: 202, body };
};

/** GET /api/imports (owner): the latest imports, newest first. */
export const listImportsHandler: Handler = async (request) => {
  await requireOwner(request);
  const body: { jobs: ImportJob[] } = { jobs: await listImportJobs() };
  return { body };
};

/** GET /api/imports/{id} (owner): one import, for its dry run, progress and report. */
export const getImportHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  await requireOwner(request);
  const body: { job: ImportJob } = { job: await readImportJob(id) };
  return { body };
};

/** POST /api/imports/{id}/start {mapping} (owner): imports what the dry run showed, into the chosen kinds. */
export const startImportHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  await requireOwner(request);
  const { mapping } = parseInput(startImportRequestSchema, request.body);
  const body: { job: ImportJob } = { job: await startImport(id, mapping) };
  return { status: 202, body };
};

/** POST /api/imports/{id}/resume (owner): goes on with an import that stopped part-way (`stalled`). */
export const resumeImportHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  await requireOwner(request);
  const body: { job: ImportJob } = { job: await resumeImport(id) };
  return { status: 202, body };
};
