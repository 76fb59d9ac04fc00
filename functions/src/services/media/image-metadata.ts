import type { MediaFormat } from "../../contract/media";
import { loadSharp } from "./load-sharp";

/** Larger images are refused rather than decoded: 100 megapixels is already beyond any phone camera. */
export const MAX_INPUT_PIXELS = 100_000_000;

const JPEG_QUALITY = 92;
const WEBP_QUALITY = 90;

/**
 * An uploaded image as it may be published: every metadata block removed (a phone photo's EXIF holds where it was
 * taken, an editor's XMP or IPTC the author's name and software, a comment anything at all, and the original is
 * public at its download URL), turned upright first, since the orientation tag goes with the rest. Each format is
 * re-encoded in its own format, and sharp writes no metadata unless asked: JPEG loses EXIF, XMP, IPTC and comments,
 * PNG its tEXt, iTXt, zTXt and eXIf chunks, WebP its EXIF and XMP chunks, GIF its comment and application extensions
 * (XMP among them) except the loop count, which sharp writes back from the frames it read. The colour profile stays,
 * so colours do not shift. An animation keeps its frames, delays and loop count. Throws when sharp cannot read the
 * image.
 */
export async function withoutMetadata(bytes: Buffer, format: MediaFormat): Promise<Buffer> {
  if (format !== "jpeg" && format !== "png" && format !== "webp" && format !== "gif") return bytes;
  const sharp = await loadSharp();
  const options = { animated: true, limitInputPixels: MAX_INPUT_PIXELS };
  const { pages = 1 } = await sharp(bytes, options).metadata();
  // An animation's frames are never turned: sharp cannot rotate multi-page images, and animations carry no orientation.
  const image = (pages > 1 ? sharp(bytes, options) : sharp(bytes, options).rotate()).keepIccProfile();
  if (format === "jpeg") return image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  if (format === "png") return image.png().toBuffer();
  // `reuse` keeps each frame's own palette where it can, so a GIF's colours come back as they were drawn.
  if (format === "gif") return image.gif({ reuse: true }).toBuffer();
  return image.webp({ quality: WEBP_QUALITY }).toBuffer();
}
