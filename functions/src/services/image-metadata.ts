import type { MediaFormat } from "../contract/media";
import { loadSharp } from "./load-sharp";

/** Larger images are refused rather than decoded: 100 megapixels is already beyond any phone camera. */
export const MAX_INPUT_PIXELS = 100_000_000;

const JPEG_QUALITY = 92;
const WEBP_QUALITY = 90;

/**
 * An uploaded image as it may be published: EXIF, XMP and IPTC removed (a phone photo's EXIF holds where it was taken,
 * and the original is public at its download URL), turned upright first, since the orientation tag goes with the rest.
 * JPEG, PNG and WebP are re-encoded in their own format without metadata (sharp keeps none unless asked); the colour
 * profile stays, so colours do not shift. GIF is stored as uploaded: it has no EXIF block and cameras do not write
 * it. Throws when sharp cannot read the image.
 */
export async function withoutMetadata(bytes: Buffer, format: MediaFormat): Promise<Buffer> {
  if (format !== "jpeg" && format !== "png" && format !== "webp") return bytes;
  const sharp = await loadSharp();
  const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS };
  const { pages = 1 } = await sharp(bytes, options).metadata();
  // An animation's frames are never turned: sharp cannot rotate multi-page images, and animations carry no orientation.
  const image = (pages > 1 ? sharp(bytes, options) : sharp(bytes, options).rotate()).keepIccProfile();
  if (format === "jpeg") return image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  if (format === "png") return image.png().toBuffer();
  return image.webp({ quality: WEBP_QUALITY }).toBuffer();
}
