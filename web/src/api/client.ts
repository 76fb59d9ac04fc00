import type { z } from "zod";
import { loadSchemas, type ContractSchemas, type SchemaPick } from "@/api/load-schemas";

/**
 * Starts loading the answer schemas before the request goes out, so they cost no extra wait. A chunk that cannot
 * be fetched is a network failure like any other.
 */
function startLoadingSchemas(): Promise<ContractSchemas> {
  const loading = loadSchemas().catch((error: unknown) => {
    throw new NetworkError(error);
  });
  // Observed here too, so a failed load during a failed request is not reported as unhandled.
  loading.catch(() => undefined);
  return loading;
}

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

/** The server's refusal of a request on its merits (a 4xx, told in its words); null for a server fault or no answer. */
export function refusalOf(error: unknown): ApiError | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : null;
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
  /** Lets the request outlive the page (fetch's keepalive): an editor's last autosave as its tab closes. */
  keepalive?: boolean;
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
      keepalive: options.keepalive,
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
function readAnswer<Schema extends z.ZodType>(
  status: number,
  body: unknown,
  schemas: ContractSchemas,
  pick: SchemaPick<Schema>,
): z.output<Schema> {
  if (status < 200 || status > 299) {
    const error = schemas.errorAnswerSchema.safeParse(body);
    throw new ApiError(
      status,
      error.success ? error.data.message : `Request failed (${status}).`,
      error.success ? error.data.errors : undefined,
    );
  }
  return pick(schemas).parse(body);
}

/** One API call: a non-ok answer is a failure, an ok answer must match the contract. */
export async function callApi<Schema extends z.ZodType>(
  path: string,
  pick: SchemaPick<Schema>,
  options: CallOptions = {},
): Promise<z.output<Schema>> {
  return (await callApiWithHeaders(path, pick, [], options)).answer;
}

/**
 * callApi, also answering the named response headers (null when absent): a list's next-page cursor travels in one,
 * so its body can stay the array of SPEC section 7.
 */
export async function callApiWithHeaders<Schema extends z.ZodType, Name extends string>(
  path: string,
  pick: SchemaPick<Schema>,
  names: readonly Name[],
  options: CallOptions = {},
): Promise<{ answer: z.output<Schema>; headers: Record<Name, string | null> }> {
  const schemas = startLoadingSchemas();
  const response = await send(path, options);
  const body = await readJson(response);
  const answer = readAnswer(response.status, body, await schemas, pick);
  const headers = Object.fromEntries(names.map((name) => [name, response.headers.get(name)])) as Record<Name, string | null>;
  return { answer, headers };
}

/**
 * A GET whose answer is a file to hand over as it came (a download), not JSON to check: its bytes, and the name its
 * Content-Disposition gives it (null without one). A refusal is an ApiError with the server's message, as callApi's.
 */
export async function fetchFile(path: string): Promise<{ file: Blob; name: string | null }> {
  const response = await send(path, {});
  if (!response.ok) readAnswer(response.status, await readJson(response), await startLoadingSchemas(), (schemas) => schemas.okAnswerSchema);
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? null;
  return { file: await response.blob(), name };
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
  pick: SchemaPick<Schema>,
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
    const schemas = startLoadingSchemas();
    request.onload = async () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      try {
        resolve(readAnswer(request.status, body, await schemas, pick));
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
