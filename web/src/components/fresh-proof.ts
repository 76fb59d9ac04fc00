import { ApiError } from "@/api/client";

/** Whether a failed call asked for a fresh proof of a second factor (functions' http/viewer.ts requireFreshProof). */
export const needsFreshProof = (error: unknown, message: string) => error instanceof ApiError && error.status === 403 && error.message === message;
