import { ApiError } from "@/api/client";

/**
 * What a form shows for a failed call: the server's own message when it answered,
 * otherwise the screen's generic text (network failure, or an answer off the contract).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

export const TRY_AGAIN = "An error occurred. Please try again.";
