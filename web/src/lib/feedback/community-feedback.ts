import { toast } from "@/lib/feedback/toast";
import type { z } from "zod";
import { ApiError } from "@/api/client";

/** SPEC section 9: toasts of the home page's community sections stay 5000 ms (the app-wide default is 3000). */
export const HOME_TOAST_MS = 5000;

/** Toasts of the community forms and the owner's moderation, shown for HOME_TOAST_MS. */
export const communityToast = {
  success: (message: string) => toast.success(message, { autoClose: HOME_TOAST_MS }),
  error: (message: string) => toast.error(message, { autoClose: HOME_TOAST_MS }),
};

/** What one call tells when it is done, or when it failed. */
export interface OutcomeMessages {
  done: string;
  failed: string;
}

/**
 * Toasts how one call ended, `failed` logged with its error. It waits on the call's own promise, so the toast
 * shows even when the button that made the call is gone by then, or a later call overlapped it.
 */
export async function toastOutcome(call: Promise<unknown>, { done, failed }: OutcomeMessages): Promise<void> {
  try {
    await call;
    communityToast.success(done);
  } catch (error) {
    console.error(failed, error);
    communityToast.error(failed);
  }
}

/** Field name to the message shown beside that field. */
export type FieldMessages = Record<string, string>;

/** The first message of each field a contract schema refused, for showing beside the fields before sending. */
export function fieldMessagesOf(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** What a refused call tells the form beyond the spec's toast: field messages, or the server's own words. */
export interface FailureDetails {
  fields: FieldMessages;
  /** Shown under the form: why a 429 must wait (and for how long), why a 401 or 403 was refused. */
  message: string | null;
}

export function failureDetails(error: unknown): FailureDetails {
  if (!(error instanceof ApiError)) return { fields: {}, message: null };
  const fields = error.errors;
  const hasFields = Object.keys(fields).length > 0;
  // A 400 with field messages says it all beside the fields; any other refusal is explained in its own words.
  if (error.status === 400 && hasFields) return { fields, message: null };
  if (error.status >= 500) return { fields, message: null };
  return { fields, message: error.message };
}
