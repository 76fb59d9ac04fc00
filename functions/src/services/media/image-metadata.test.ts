import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MARKED_IMAGES, markedAnimatedGif, metadataLeft } from "../../../../tests/support/metadata-images";
import { withoutMetadata } from "./image-metadata";

// Where a phone photo was taken, as its EXIF says (GPS IFD), and the maker's name (IFD0).
const PHONE_EXIF = {
  IFD0: { Make: "PhoneMaker" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};
const canvas = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#3366cc" } });

/** A JPEG stored sideways with orientation 6 (turn 90° to show), as phones store portrait photos, with GPS. */
const phoneJpeg = () => canvas().jpeg().withExif(PHONE_EXIF).withMetadata({ orientation: 6 }).toBuffer();

const expectNoMetadata = async (bytes: Buffer) => {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  return metadata;
};

describe("withoutMetadata", () => {
  it("drops a JPEG's EXIF (GPS included) and turns it upright, as the orientation tag said", async () => {
    const photo = await phoneJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const metadata = await expectNoMetadata(await withoutMetadata(photo, "jpeg"));
    expect(metadata).toMatchObject({ format: "jpeg", width: 20, height: 40 });
  });

  it.each(["png", "webp"] as const)("drops a %s's EXIF and keeps its format and size", async (format) => {
    const image = await canvas()[format]().withExif(PHONE_EXIF).toBuffer();
    const metadata = await expectNoMetadata(await withoutMetadata(image, format));
    expect(metadata).toMatchObject({ format, width: 40, height: 20 });
  });

  it("keeps an animated WebP's frames", async () => {
    const frames = await Promise.all(["#ff0000", "#0000ff"].map((background) => sharp({ create: { width: 8, height: 8, channels: 3, background } }).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).webp().withExif(PHONE_EXIF).toBuffer();
    const metadata = await expectNoMetadata(await withoutMetadata(animated, "webp"));
    expect(metadata.pages).toBe(2);
  });

  // Issue 31: a GIF's comment and XMP blocks were stored as uploaded.
  it.each(MARKED_IMAGES)("removes every metadata block of a $label", async ({ make, type }) => {
    const marked = await make();
    const format = type === "image/jpeg" ? "jpeg" : (type.slice("image/".length) as "png" | "webp" | "gif");
    expect(metadataLeft(marked).length).toBeGreaterThan(1);
    const stored = await withoutMetadata(marked, format);
    expect(metadataLeft(stored)).toEqual([]);
    const [before, after] = await Promise.all([sharp(marked).metadata(), sharp(stored).metadata()]);
    expect({ format: after.format, width: after.width, height: after.height }).toEqual({ format: before.format, width: before.width, height: before.height });
  });

  it("keeps an animated GIF's frames, delays and loop count, without its comment and XMP", async () => {
    const stored = await withoutMetadata(await markedAnimatedGif(), "gif");
    expect(metadataLeft(stored)).toEqual([]);
    expect(await sharp(stored, { animated: true }).metadata()).toMatchObject({ format: "gif", pages: 2, delay: [200, 300], loop: 0 });
  });

  it("throws on bytes it cannot read", async () => {
    await expect(withoutMetadata(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), "jpeg")).rejects.toThrow();
  });
});
