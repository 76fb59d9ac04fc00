import type { z } from "zod";
import { fieldErrors, HttpError } from "./http-error";

/** Validates input with a contract schema; a failure is a 400 carrying every field message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? "Invalid input.";
  throw new HttpError(400, first, errors);
}

/**
 * Document ids come from URLs: keep them to a safe alphabet so they never address another path. Firestore
 * reserves ids like `__proto__` (two underscores each side) and throws on them: they are no document either.
 */
export function parseId(raw: string | undefined): string {
  if (!raw || !/^[A-Za-z0-9_-]{1,128}$/.test(raw) || /^__.*__$/.test(raw)) throw new HttpError(404, "Not found.");
  return raw;
}
