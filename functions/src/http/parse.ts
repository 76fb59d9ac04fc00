import { isDocumentId } from "../contract/document-ids";
import type { z } from "zod";
import { fieldErrors, HttpError } from "./http-error";

// A lone UTF-16 surrogate (JSON allows "\ud800") is no text: Firestore cannot store it and throws.
const LONE_SURROGATE = /\p{Cs}/u;
const BROKEN_TEXT = "Text must be valid Unicode.";

/** The path of the first string in `value` with a lone surrogate, like "text" or "items.0", or null. */
function brokenTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (typeof value !== "object" || value === null || depth > 20) return null;
  for (const [key, each] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return path || key;
    const found = brokenTextAt(each, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Validates input with a contract schema; a failure is a 400 carrying every field message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const broken = brokenTextAt(input, "");
  if (broken !== null) throw new HttpError(400, BROKEN_TEXT, broken ? { [broken]: BROKEN_TEXT } : undefined);
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
  if (!raw || !isDocumentId(raw)) throw new HttpError(404, "Not found.");
  return raw;
}
