import { MEDIA_FORMATS, type MediaKind } from "../contract/media";
import { safeHttpUrl } from "../contract/markup";

/** A stored file as a feed names it: its absolute address, and its type and kind when its name tells them. */
export interface FeedFile {
  url: string;
  type?: string;
  kind?: MediaKind;
}

/**
 * A stored media URL as an absolute http(s) address on `origin` (seeded items may name files of the site itself), or
 * null for an empty or any other URL: a feed names no javascript: or data: address.
 */
export function feedFileOf(stored: string, origin: string): FeedFile | null {
  if (!stored) return null;
  let absolute: string | null;
  try {
    absolute = safeHttpUrl(new URL(stored, origin).href);
  } catch {
    absolute = null;
  }
  if (!absolute) return null;
  const format = formatOfPath(new URL(absolute).pathname);
  return format ? { url: absolute, type: format.contentType, kind: format.kind } : { url: absolute };
}

/**
 * The format a file's extension names (the media the API accepts; media.ts). Only the path counts: Storage download
 * URLs carry `?alt=media&token=...` after an encoded path (`media%2Fblogs%2Fid%2Fname.webp`).
 */
function formatOfPath(path: string) {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A stray % leaves the path as it was.
  }
  const extension = decoded.slice(decoded.lastIndexOf(".")).toLowerCase();
  return Object.values(MEDIA_FORMATS).find((format) => (format.extensions as readonly string[]).includes(extension));
}
