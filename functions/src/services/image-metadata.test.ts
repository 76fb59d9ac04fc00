import sharp from "sharp";
import { describe, expect, it } from "vitest";
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

  it("stores a GIF as uploaded (GIF has no EXIF block)", async () => {
    const gif = await canvas().gif().toBuffer();
    expect(await withoutMetadata(gif, "gif")).toBe(gif);
  });

  it("throws on bytes it cannot read", async () => {
    await expect(withoutMetadata(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), "jpeg")).rejects.toThrow();
  });
});
