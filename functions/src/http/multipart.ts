import busboy from "busboy";
import type { UploadedFile } from "../services/media/media-types";
import type { ApiRequest } from "./router";
import { HttpError } from "./http-error";

export type { UploadedFile };

export interface MultipartBody {
  files: UploadedFile[];
  /** Text fields; a name sent more than once (a list such as technologiesUsed) keeps every value. */
  fields: Record<string, string | string[]>;
}

export interface MultipartLimits {
  /** The most any one file may weigh; what is smaller per format is checked where the format is known. */
  maxFileBytes: number;
  maxFiles: number;
  /** The most the whole body may weigh. */
  maxBodyBytes: number;
  /** The 413 message for a file over maxFileBytes. */
  fileTooLarge: string;
  /** The 413 message for a body over maxBodyBytes. */
  bodyTooLarge: string;
}

// Text fields are at most 20,000 characters, which UTF-8 can take up to 80 KB to carry.
const MAX_FIELD_BYTES = 100 * 1024;
const MAX_FIELDS = 60;
const unreadable = () => new HttpError(400, "The upload could not be read.");

function addField(fields: MultipartBody["fields"], name: string, value: string) {
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * Reads the files and text fields of a multipart body. Cloud Functions has already buffered the body in
 * rawBody, so busboy parses that buffer. Anything over a limit is a 413 and nothing is kept; a file part
 * with no name and no bytes is what a browser sends for an empty file input, and counts as no file.
 */
export function readMultipart(request: ApiRequest, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers["content-type"] ?? "";
  const raw = (request.raw as { rawBody?: Buffer }).rawBody;
  if (!contentType.startsWith("multipart/form-data") || !raw) {
    return Promise.reject(new HttpError(415, "Send the form as multipart/form-data."));
  }
  if (raw.length > limits.maxBodyBytes) return Promise.reject(new HttpError(413, limits.bodyTooLarge));
  return new Promise((resolve, reject) => {
    const body: MultipartBody = { files: [], fields: {} };
    let failure: HttpError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      reject(unreadable());
      return;
    }
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = new HttpError(413, limits.fileTooLarge);
      });
      // A body cut off mid-file errors the file stream; unhandled, that would crash the instance.
      stream.on("error", () => {
        failure ??= unreadable();
      });
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const filename = info.filename ?? "";
        if (filename === "" && bytes.length === 0) return;
        body.files.push({ field, filename, declaredType: info.mimeType, bytes });
      });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) failure ??= new HttpError(400, `The field ${name} is too long.`, { [name]: "This text is too long." });
      else addField(body.fields, name, value);
    });
    parser.on("filesLimit", () => {
      failure = new HttpError(400, `Send at most ${limits.maxFiles} file(s).`);
    });
    parser.on("fieldsLimit", () => {
      failure ??= new HttpError(400, "The form has too many fields.");
    });
    parser.on("error", () => reject(unreadable()));
    parser.on("close", () => (failure ? reject(failure) : resolve(body)));
    parser.end(raw);
  });
}
