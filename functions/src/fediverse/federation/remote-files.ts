import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import { boundedBody } from "../../services/bounded-body";
import { isDeliverable, userAgent } from "./loaders";

/** The most bytes of a remote avatar we read; a larger file is not taken. */
export const REMOTE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Fetches a remote file under the same guard as our deliveries (issue 23, Limits): a public https address in
 * production, no redirects (a redirect could lead inside the network), a time-out, and a byte bound read as the
 * body streams in, so an endless or huge answer is cut off. Answers null for anything that fails those.
 */
export async function fetchRemoteFile(url: string, maxBytes = REMOTE_IMAGE_MAX_BYTES): Promise<Buffer | null> {
  if (!(await isDeliverable(url))) return null;
  try {
    const response = await fetch(url, { headers: { "User-Agent": userAgent() }, redirect: "error", signal: AbortSignal.timeout(FEDIVERSE_LIMITS.fetchTimeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return await boundedBody(response, maxBytes);
  } catch {
    return null;
  }
}
