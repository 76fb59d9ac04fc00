import type { ZodError } from "zod";

/** A client mistake with its status; the router turns it into the JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The first message per field, keyed by the field name the form uses. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export const notFound = (message = "Not found.") => new HttpError(404, message);
