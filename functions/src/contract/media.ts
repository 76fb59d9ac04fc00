/**
 * The media the API accepts (DESIGN.md, Media): images and videos, never SVG or HTML. The server tells a
 * format by its first bytes; the file name's extension and the declared type must agree with them.
 */
export const MEDIA_FORMATS = {
  jpeg: { kind: "image", name: "JPEG", extension: ".jpg", extensions: [".jpg", ".jpeg"], contentType: "image/jpeg", declaredTypes: ["image/jpeg"] },
  png: { kind: "image", name: "PNG", extension: ".png", extensions: [".png"], contentType: "image/png", declaredTypes: ["image/png"] },
  gif: { kind: "image", name: "GIF", extension: ".gif", extensions: [".gif"], contentType: "image/gif", declaredTypes: ["image/gif"] },
  webp: { kind: "image", name: "WebP", extension: ".webp", extensions: [".webp"], contentType: "image/webp", declaredTypes: ["image/webp"] },
  mp4: { kind: "video", name: "MP4", extension: ".mp4", extensions: [".mp4", ".m4v"], contentType: "video/mp4", declaredTypes: ["video/mp4", "video/x-m4v"] },
  webm: { kind: "video", name: "WebM", extension: ".webm", extensions: [".webm"], contentType: "video/webm", declaredTypes: ["video/webm"] },
  // Browsers declare a .ogg file as audio/ogg, whatever it holds; the bytes still have to be Ogg.
  ogg: { kind: "video", name: "Ogg", extension: ".ogg", extensions: [".ogg", ".ogv"], contentType: "video/ogg", declaredTypes: ["video/ogg", "audio/ogg", "application/ogg"] },
} as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;
export type MediaKind = (typeof MEDIA_FORMATS)[MediaFormat]["kind"];

const MB = 1024 * 1024;

/** Upload limits, below the 32 MB a request to Cloud Functions may carry. */
export const MEDIA_LIMITS = {
  imageBytes: 8 * MB,
  videoBytes: 25 * MB,
  requestBytes: 30 * MB,
} as const;

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const FILE_TOO_LARGE_MESSAGE = `Each image must be at most ${megabytes(MEDIA_LIMITS.imageBytes)} and each video at most ${megabytes(MEDIA_LIMITS.videoBytes)}.`;
export const REQUEST_TOO_LARGE_MESSAGE = `One upload is limited to ${megabytes(MEDIA_LIMITS.requestBytes)} of files in all.`;

/** The multipart field of PUT /api/{kind}/{id} naming optional files to remove, comma-separated ("vid,secondImg"). */
export const REMOVE_FILES_FIELD = "removeFiles";

/** What a file field takes. */
export type MediaAccepts = "image" | "video" | "image-or-video";

/** One file field of a published kind. */
export interface MediaField {
  /** The multipart field name (SPEC section 7). */
  name: string;
  /** The item field that answers the file's URL; the same as `name` unless the spec says otherwise. */
  stored: string;
  accepts: MediaAccepts;
  /** The form's label. */
  label: string;
  /** The message when a create request lacks this file; absent for optional files. */
  requiredOnCreate?: string;
}

export function formatsFor(accepts: MediaAccepts): MediaFormat[] {
  return (Object.keys(MEDIA_FORMATS) as MediaFormat[]).filter(
    (format) => accepts === "image-or-video" || MEDIA_FORMATS[format].kind === accepts,
  );
}

/** The `accept` attribute of a file input: extensions and types the server will take. */
export function acceptAttribute(accepts: MediaAccepts): string {
  return formatsFor(accepts)
    .flatMap((format) => [...MEDIA_FORMATS[format].extensions, MEDIA_FORMATS[format].contentType])
    .join(",");
}

const listNames = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");

/** The 415 message for a file that is not what its field takes. */
export function wrongTypeMessage(accepts: MediaAccepts): string {
  const names = (kind: MediaKind) => listNames(formatsFor(kind).map((format) => MEDIA_FORMATS[format].name));
  if (accepts === "image") return `Only ${names("image")} images are allowed.`;
  if (accepts === "video") return `Only ${names("video")} videos are allowed.`;
  return `Only ${names("image")} images or ${names("video")} videos are allowed.`;
}

/** The most a file of this format may weigh. */
export const maxBytesOf = (kind: MediaKind) => (kind === "image" ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes);

/** Widths of the WebP copies made of every still image, for `srcset`. */
export const VARIANT_WIDTHS = [480, 1280] as const;
