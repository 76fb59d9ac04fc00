// Media files for upload tests, made in memory (no fixture ships with the tests), and what the Storage emulator holds.
import sharp from "sharp";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { BUCKET, EMULATORS } from "../../scripts/lib/config.mjs";

/** One file of a multipart form, as a browser sends a picked file: bytes, a name and a declared type. */
export interface Upload {
  bytes: Buffer;
  filename: string;
  type: string;
}

export const upload = (bytes: Buffer, filename: string, type: string): Upload => ({ bytes, filename, type });

/** A still JPEG of one colour, as large in pixels as a photo but small in bytes. */
export function stillJpeg(width: number, height: number, background = "#3a7bd5"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

/**
 * A photo as a phone stores it: a JPEG whose EXIF says where it was taken (GPS) and, with `orientation` 6, stored
 * sideways to be turned a quarter for showing. Published copies must carry none of it (issue 20).
 */
export function phonePhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" } };
  return sharp({ create: { width, height, channels: 3, background: "#3a7bd5" } }).jpeg().withExif(gps).withMetadata({ orientation }).toBuffer();
}

/** A small still PNG of one colour; a different colour gives different bytes. */
export function stillPng(background: string, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(["#ff0000", "#0000ff"].map((colour) => stillPng(colour, 32, 32)));
  return sharp(frames, { join: { animated: true } }).gif().toBuffer();
}

const padTo = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

/** The first bytes of an MP4 (an ISO BMFF `ftyp` box, brand isom), padded to `size` bytes. */
export function mp4Bytes(size = 2048): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("mp42isom")]);
  return padTo(ftyp, size);
}

/** The first bytes of a WebM: an EBML header whose document type is "webm", padded to `size` bytes. */
export function webmBytes(size = 2048): Buffer {
  const ebml = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f,
    0x42, 0x86, 0x81, 0x01,
    0x42, 0xf7, 0x81, 0x01,
    0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, ...Buffer.from("webm"),
    0x42, 0x87, 0x81, 0x02,
    0x42, 0x85, 0x81, 0x02,
  ]);
  return padTo(ebml, size);
}

/** The first bytes of an Ogg stream (a first page), padded to `size` bytes. */
export function oggBytes(size = 2048): Buffer {
  return padTo(Buffer.concat([Buffer.from("OggS"), Buffer.from([0x00, 0x02])]), size);
}

/** `bytes` followed by `extra` zero bytes: a file that starts right but weighs more. */
export const paddedBy = (bytes: Buffer, extra: number) => Buffer.concat([bytes, Buffer.alloc(extra)]);

export const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML_BYTES = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

const storageApi = `http://${EMULATORS.storage.hostPort}/storage/v1/b/${BUCKET}/o`;

/** The names of every object the Storage emulator holds under `prefix`, read through its JSON API. */
export async function storedObjects(prefix: string): Promise<string[]> {
  const names: string[] = [];
  let pageToken = "";
  do {
    const query = new URLSearchParams({ prefix, maxResults: "1000", ...(pageToken ? { pageToken } : {}) });
    const response = await fetch(`${storageApi}?${query}`);
    if (!response.ok) throw new Error(`Listing ${prefix} failed: ${response.status}`);
    const page = (await response.json()) as { items?: { name: string }[]; nextPageToken?: string };
    names.push(...(page.items ?? []).map((item) => item.name));
    pageToken = page.nextPageToken ?? "";
  } while (pageToken);
  return names;
}

/** Deletes every object under `prefix` (test clean-up). */
export async function removeStoredObjects(prefix: string): Promise<void> {
  for (const name of await storedObjects(prefix)) {
    await fetch(`${storageApi}/${encodeURIComponent(name)}`, { method: "DELETE" });
  }
}

/** What the Storage JSON API answers for one object's metadata: 200 while it exists, 404 once it is gone. */
export async function storedObjectStatus(name: string): Promise<number> {
  const response = await fetch(`${storageApi}/${encodeURIComponent(name)}`);
  await response.arrayBuffer();
  return response.status;
}

/** The object name in a Firebase download URL (`/v0/b/BUCKET/o/ENCODED_NAME?alt=media&token=...`). */
export function objectNameOf(downloadUrl: string): string {
  const path = new URL(downloadUrl).pathname;
  return decodeURIComponent(path.slice(path.indexOf("/o/") + "/o/".length));
}
