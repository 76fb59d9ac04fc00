// Images that carry a marker string in every metadata block their format has, built byte by byte where sharp
// cannot write the block itself. A published copy must contain none of the markers (issue 31).
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** One marker per block, so a failure names the block that survived. */
export const MARKERS = {
  exif: "MARK-EXIF-2f1c",
  xmp: "MARK-XMP-8a3e",
  iptc: "MARK-IPTC-51d0",
  comment: "MARK-COMMENT-c7b2",
  text: "MARK-TEXT-94ae",
  itext: "MARK-ITXT-0d6f",
  ztext: "MARK-ZTXT-e815",
} as const;

/** The markers a stored file still contains, plus the compressed blocks (PNG zTXt) it still has, by name. */
export function metadataLeft(bytes: Buffer): string[] {
  const left: string[] = Object.entries(MARKERS)
    .filter(([, marker]) => bytes.includes(Buffer.from(marker)))
    .map(([block]) => block);
  // A zTXt chunk's text is deflated, so its marker never shows in the bytes: look for the chunk itself.
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE) && pngChunkTypes(bytes).includes("zTXt")) left.push("zTXt chunk");
  return left;
}

const XMP_PACKET = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${MARKERS.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
const EXIF = { IFD0: { Make: MARKERS.exif }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } };

const canvas = (width: number, height: number, background = "#3a7bd5") =>
  sharp({ create: { width, height, channels: 3, background } });

// ---- JPEG: APP1 EXIF, APP1 XMP, APP13 IPTC (Photoshop IRB 0x0404) and a COM segment ----

const jpegSegment = (marker: number, payload: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
};

function iptcBlock(text: string): Buffer {
  // One IPTC dataset: record 2, dataset 120 (caption), then the Photoshop resource that holds it.
  const value = Buffer.from(text);
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, value.length >> 8, value.length & 0xff]), value]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(dataset.length);
  const padded = dataset.length % 2 ? Buffer.concat([dataset, Buffer.from([0])]) : dataset;
  return Buffer.concat([Buffer.from("Photoshop 3.0\0"), Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
}

export async function markedJpeg(width: number, height: number): Promise<Buffer> {
  const base = await canvas(width, height).jpeg().withExif(EXIF).toBuffer();
  const extra = Buffer.concat([
    jpegSegment(0xe1, Buffer.concat([Buffer.from("http://ns.adobe.com/xap/1.0/\0"), Buffer.from(XMP_PACKET)])),
    jpegSegment(0xed, iptcBlock(MARKERS.iptc)),
    jpegSegment(0xfe, Buffer.from(MARKERS.comment)),
  ]);
  // Right after SOI: where cameras and editors put them.
  return Buffer.concat([base.subarray(0, 2), extra, base.subarray(2)]);
}

// ---- PNG: tEXt, iTXt (with XMP), zTXt and eXIf chunks ----

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngChunkTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    types.push(bytes.toString("latin1", at + 4, at + 8));
  }
  return types;
}

/** The TIFF block of sharp's EXIF for a JPEG, which is what a PNG eXIf chunk holds (without the "Exif\0\0" head). */
async function tiffExif(): Promise<Buffer> {
  const { exif } = await sharp(await canvas(4, 4).jpeg().withExif(EXIF).toBuffer()).metadata();
  if (!exif) throw new Error("sharp wrote no EXIF");
  return exif.subarray(exif.indexOf("Exif\0\0") + 6);
}

export async function markedPng(width: number, height: number): Promise<Buffer> {
  const base = await canvas(width, height).png().toBuffer();
  const iend = base.length - 12;
  const chunks = Buffer.concat([
    pngChunk("tEXt", Buffer.from(`Comment\0${MARKERS.text}`, "latin1")),
    pngChunk("iTXt", Buffer.from(`Description\0\0\0\0\0${MARKERS.itext}`)),
    pngChunk("iTXt", Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP_PACKET}`)),
    pngChunk("zTXt", Buffer.concat([Buffer.from("Comment\0\0", "latin1"), deflateSync(MARKERS.ztext)])),
    pngChunk("eXIf", await tiffExif()),
  ]);
  return Buffer.concat([base.subarray(0, iend), chunks, base.subarray(iend)]);
}

// ---- WebP: EXIF and XMP chunks of an extended (VP8X) file ----

export function markedWebp(width: number, height: number): Promise<Buffer> {
  return canvas(width, height).webp().withExif(EXIF).withXmp(XMP_PACKET).toBuffer();
}

// ---- GIF: a comment extension and an XMP application extension, still or animated ----

/** GIF data sub-blocks: runs of at most 255 bytes, each after its length, then a zero. */
function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const run = data.subarray(at, at + 255);
    parts.push(Buffer.from([run.length]), run);
  }
  return Buffer.concat([...parts, Buffer.from([0])]);
}

function withGifMetadata(gif: Buffer): Buffer {
  const flags = gif[10] ?? 0;
  const colourTable = flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0;
  const head = 13 + colourTable;
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from(MARKERS.comment))]);
  const xmp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from("XMP DataXMP"), subBlocks(Buffer.from(XMP_PACKET))]);
  return Buffer.concat([gif.subarray(0, head), comment, xmp, gif.subarray(head)]);
}

export async function markedGif(width: number, height: number): Promise<Buffer> {
  return withGifMetadata(await canvas(width, height).gif().toBuffer());
}

export async function markedAnimatedGif(size = 32): Promise<Buffer> {
  const frames = await Promise.all(["#ff0000", "#0000ff"].map((colour) => canvas(size, size, colour).png().toBuffer()));
  return withGifMetadata(await sharp(frames, { join: { animated: true } }).gif({ delay: [200, 300], loop: 0 }).toBuffer());
}

/** Each marked file with what it should be stored as. */
export const MARKED_IMAGES = [
  { label: "JPEG (EXIF, XMP, IPTC, comment)", filename: "marked.jpg", type: "image/jpeg", make: () => markedJpeg(80, 60) },
  { label: "PNG (tEXt, iTXt, XMP, zTXt, eXIf)", filename: "marked.png", type: "image/png", make: () => markedPng(80, 60) },
  { label: "WebP (EXIF, XMP)", filename: "marked.webp", type: "image/webp", make: () => markedWebp(80, 60) },
  { label: "GIF (comment, XMP)", filename: "marked.gif", type: "image/gif", make: () => markedGif(80, 60) },
] as const;
