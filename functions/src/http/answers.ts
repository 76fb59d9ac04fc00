import type { OkAnswer } from "../contract/errors";
import type { Answer } from "./router";

/** A plain `{success: true, message}` answer, for calls whose answer the spec does not show. */
export function acknowledge(message: string, status = 200): Answer {
  const body: OkAnswer = { success: true, message };
  return { status, body };
}
