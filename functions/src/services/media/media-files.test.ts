import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE_MESSAGE, MEDIA_LIMITS, type MediaField } from "../../contract/media";
import { DomainError } from "../domain-error";
import { checkUploads, prepareMedia } from "./media-files";
import type { UploadedFile } from "./media-types";

const header: MediaField = { name: "headerImg", stored: "headerImg", accepts: "image", label: "Header image" };
const upload = (bytes: Buffer, filename = "photo.png", declaredType = "image/png"): UploadedFile => ({
  field: "headerImg",
  filename,
  declaredType,
  bytes,
});
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } }).png().toBuffer();

describe("checkUploads", () => {
  it("refuses a file field the kind does not have, and two files for one field", async () => {
    const png = await solid(10, 10);
    expect(() => checkUploads([header], [{ ...upload(png), field: "other" }])).toThrow("Unexpected file field: other.");
    expect(() => checkUploads([header], [upload(png), upload(png)])).toThrow("Send one file per field.");
  });

  it("refuses an image over 8 MB with the limit in the message", async () => {
    const big = Buffer.concat([await solid(10, 10), Buffer.alloc(MEDIA_LIMITS.imageBytes)]);
    const error = (() => {
      try {
        checkUploads([header], [upload(big)]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: "too-large", message: FILE_TOO_LARGE_MESSAGE });
    expect(FILE_TOO_LARGE_MESSAGE).toContain("8 MB");
  });
});

describe("prepareMedia", () => {
  it("renders WebP copies 480 and 1280 px wide of a large photo", async () => {
    const [checked] = checkUploads([header], [upload(await solid(4000, 2000))]);
    const prepared = await prepareMedia(checked!);
    expect(prepared.variants.map((variant) => variant.width)).toEqual([480, 1280]);
    for (const variant of prepared.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: variant.width, height: variant.width / 2 });
    }
  });

  it("never enlarges a small image", async () => {
    const [checked] = checkUploads([header], [upload(await solid(300, 200))]);
    expect((await prepareMedia(checked!)).variants.map((variant) => variant.width)).toEqual([300]);
  });

  it("keeps only the original of an animated GIF", async () => {
    const frames = await Promise.all(["#ff0000", "#00ff00"].map((background) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } }).png().toBuffer(),
    ));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const [checked] = checkUploads([header], [upload(gif, "spin.gif", "image/gif")]);
    expect((await prepareMedia(checked!)).variants).toEqual([]);
  });

  it("takes the EXIF (a photo's GPS position) out of the original it stores and keeps none in the copies", async () => {
    const gps = { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" } };
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#3366cc" } }).jpeg().withExif(gps).toBuffer();
    const [checked] = checkUploads([header], [upload(photo, "photo.jpg", "image/jpeg")]);
    const prepared = await prepareMedia(checked!);
    for (const bytes of [prepared.file.bytes, ...prepared.variants.map((variant) => variant.bytes)]) {
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    expect(await sharp(prepared.file.bytes).metadata()).toMatchObject({ format: "jpeg", width: 600, height: 300 });
  });

  it("refuses bytes that only start like a PNG", async () => {
    const broken = Buffer.concat([(await solid(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const [checked] = checkUploads([header], [upload(broken)]);
    await expect(prepareMedia(checked!)).rejects.toMatchObject({ kind: "unsupported-media", message: "The image could not be read." });
  });
});
