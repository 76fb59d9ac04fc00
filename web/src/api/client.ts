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

/** One API call: a non-ok answer is a failure, an ok answer must match the contract. */
export async function callApi<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: CallOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options);
  const body = await readJson(response);
  if (!response.ok) {
    const error = errorAnswerSchema.safeParse(body);
    throw new ApiError(
      response.status,
      error.success ? error.data.message : `Request failed (${response.status}).`,
      error.success ? error.data.errors : undefined,
    );
  }
  return schema.parse(body);
}
