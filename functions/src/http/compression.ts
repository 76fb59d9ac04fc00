import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type ContentCoding = "br" | "gzip";

/**
 * Smaller bodies gain nothing: a compressed answer under about one packet is not faster, only costlier.
 */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's default quality (11) costs tens of milliseconds on a page; 5 compresses our HTML and JSON about as
 * well as gzip's best in about a millisecond, which matters because every uncached page request pays it.
 */
const BROTLI_QUALITY = 5;

/**
 * The coding to answer with, from the request's Accept-Encoding: brotli, else gzip, else none.
 * Static files get the same from Hosting itself; answers of the function are compressed here, since neither
 * the Hosting emulator nor (for function answers) every CDN path does it for us.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.toLowerCase().split(";").map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    accepted.set(name, quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const weight = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** The body compressed with `coding`, or null when it is too small to be worth it. */
export function compressBody(body: Buffer, coding: ContentCoding | null): Buffer | null {
  if (!coding || body.length < MIN_COMPRESSED_BYTES) return null;
  if (coding === "gzip") return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
