import busboy from "busboy";
import type { ApiRequest } from "./router";
import { HttpError } from "./http-error";

export interface UploadedFile {
  field: string;
  filename: string;
  /** The type the client declared; only a hint, the bytes decide. */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  files: UploadedFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

const tooLarge = (limits: MultipartLimits) =>
  new HttpError(413, `The file is larger than ${limits.maxFileBytes / (1024 * 1024)} MB.`);

/**
 * Reads the files of a multipart body; other fields are ignored. Cloud Functions has already buffered
 * the body in rawBody, so busboy parses that buffer; a file over the limit is a 413 and nothing is kept.
 */
export function readMultipart(request: ApiRequest, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers["content-type"] ?? "";
  const raw = (request.raw as { rawBody?: Buffer }).rawBody;
  if (!contentType.startsWith("multipart/form-data") || !raw) {
    return Promise.reject(new HttpError(415, "Send the file as multipart/form-data."));
  }
  // Room for the form's own boundaries and headers; anything beyond cannot be within the limits.
  if (raw.length > limits.maxFileBytes * limits.maxFiles + 64 * 1024) return Promise.reject(tooLarge(limits));
  return new Promise((resolve, reject) => {
    const body: MultipartBody = { files: [] };
    let failure: HttpError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 10_000 },
      });
    } catch {
      reject(new HttpError(400, "The upload could not be read."));
      return;
    }
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure = tooLarge(limits);
      });
      // A body cut off mid-file errors the file stream; unhandled, that would crash the instance.
      stream.on("error", () => {
        failure ??= new HttpError(400, "The upload could not be read.");
      });
      stream.on("end", () => {
        body.files.push({ field, filename: info.filename ?? "", declaredType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("filesLimit", () => {
      failure = new HttpError(400, `Send at most ${limits.maxFiles} file(s).`);
    });
    parser.on("error", () => reject(new HttpError(400, "The upload could not be read.")));
    parser.on("close", () => (failure ? reject(failure) : resolve(body)));
    parser.end(raw);
  });
}
