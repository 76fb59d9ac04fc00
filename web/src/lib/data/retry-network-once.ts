import { ApiError } from "@/api/client";

/** React Query retry policy: a server answer is final; only a dropped connection is worth one more try. */
export const retryNetworkOnce = (failures: number, error: Error) => !(error instanceof ApiError) && failures < 1;
