import type { z } from "zod";
import { errorAnswerSchema } from "@contract/errors";

/** The server answered, but not with ok: item loads send the user to /error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server could not be reached at all: item loads send the user to /404. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("The network request failed.", { cause });
    this.name = "NetworkError";
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  try {
    return await fetch(path, {
      method: options.method ?? "GET",
      credentials: "include",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A non-ok answer is a failure carrying the server's message; an ok answer must match the contract. */
function readAnswer<Schema extends z.ZodType>(status: number, body: unknown, schema: Schema): z.output<Schema> {
  if (status < 200 || status > 299) {
    const error = errorAnswerSchema.safeParse(body);
    throw new ApiError(
      status,
      error.success ? error.data.message : `Request failed (${status}).`,
      error.success ? error.data.errors : undefined,
    );
  }
  return schema.parse(body);
}

/** One API call: a non-ok answer is a failure, an ok answer must match the contract. */
export async function callApi<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: CallOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options);
  return readAnswer(response.status, await readJson(response), schema);
}

export interface UploadOptions {
  /** How much of the body has been sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the call then fails with an AbortError. */
  signal?: AbortSignal;
}

/** Whether a call failed because its caller cancelled it. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * A multipart call that reports upload progress. fetch cannot tell how much of a request body has been
 * sent, XMLHttpRequest can; it is used here and nowhere else, with the same answers as callApi.
 */
export function sendForm<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  method: "POST" | "PUT",
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new DOMException("The upload was cancelled.", "AbortError");
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      try {
        resolve(readAnswer(request.status, body, schema));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new NetworkError(new Error(`${method} ${path} failed`)));
    request.onabort = () => reject(cancelled());
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * A GET to another site's public API (the GitHub search). No cookies go with it; an unreachable site is a
 * NetworkError like ours. The caller reads the answer, since each API words its errors its own way.
 */
export async function getExternal(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { headers, credentials: "omit", signal });
  } catch (error) {
    throw new NetworkError(error);
  }
}
