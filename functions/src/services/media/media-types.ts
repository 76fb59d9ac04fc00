import { MEDIA_FORMATS, type MediaAccepts, type MediaFormat, formatsFor } from "../../contract/media";

/** A file as it arrived in a multipart body. */
export interface UploadedFile {
  field: string;
  filename: string;
  /** The type the client declared; only a hint, the bytes decide. */
  declaredType: string;
  bytes: Buffer;
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

// ISO media files that are images (HEIF, AVIF), not MP4 video, although they share the "ftyp" box.
const IMAGE_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "mif1", "msf1", "avif", "avis"]);

/** Matroska and WebM share their first bytes; the document type in the header tells them apart. */
const isWebm = (bytes: Uint8Array) =>
  startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, 64).includes("webm");

const SIGNATURES: { format: MediaFormat; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: "png", matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: "jpeg", matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { format: "gif", matches: (bytes) => ["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6)) },
  { format: "webp", matches: (bytes) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP" },
  { format: "mp4", matches: (bytes) => ascii(bytes, 4, 4) === "ftyp" && !IMAGE_BRANDS.has(ascii(bytes, 8, 4)) },
  { format: "webm", matches: isWebm },
  { format: "ogg", matches: (bytes) => ascii(bytes, 0, 4) === "OggS" },
];

/** The format of a file told by its first bytes, never by its name or declared type; null for anything else. */
export function detectMediaFormat(bytes: Uint8Array): MediaFormat | null {
  return SIGNATURES.find(({ matches }) => matches(bytes))?.format ?? null;
}

/**
 * The format of an upload when its bytes, its name's extension and its declared type all agree on one
 * format a field takes; null otherwise (an SVG named .png, a PNG declared as a GIF, a video in an image field).
 */
export function agreedFormat(file: UploadedFile, accepts: MediaAccepts): MediaFormat | null {
  const format = detectMediaFormat(file.bytes);
  if (!format || !formatsFor(accepts).includes(format)) return null;
  const { extensions, declaredTypes } = MEDIA_FORMATS[format];
  const name = file.filename.toLowerCase();
  const declared = file.declaredType.toLowerCase();
  const agrees =
    extensions.some((extension) => name.endsWith(extension)) &&
    (declaredTypes as readonly string[]).includes(declared);
  return agrees ? format : null;
}
