import { describe, expect, it } from "vitest";
import { agreedFormat, detectMediaFormat, type UploadedFile } from "./media-types";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const MP4 = Buffer.from([0, 0, 0, 0x18, ...text("ftypisom"), 0, 0, 2, 0]);

describe("detectMediaFormat", () => {
  it("knows each accepted image and video format by its first bytes", () => {
    expect(detectMediaFormat(PNG)).toBe("png");
    expect(detectMediaFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(detectMediaFormat(text("GIF87a..."))).toBe("gif");
    expect(detectMediaFormat(text("GIF89a..."))).toBe("gif");
    expect(detectMediaFormat(text("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
    expect(detectMediaFormat(MP4)).toBe("mp4");
    expect(detectMediaFormat(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...text("webm")]))).toBe("webm");
    expect(detectMediaFormat(text("OggS\x00\x02"))).toBe("ogg");
  });

  it("knows nothing else, however it is named", () => {
    for (const value of ['<svg xmlns="http://www.w3.org/2000/svg"/>', "<!doctype html><p>hi", "GIF88a", "hello", ""]) {
      expect(detectMediaFormat(text(value))).toBeNull();
    }
    expect(detectMediaFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    // A HEIC photo and a Matroska video share their first bytes with MP4 and WebM.
    expect(detectMediaFormat(Buffer.from([0, 0, 0, 0x18, ...text("ftypheic")]))).toBeNull();
    expect(detectMediaFormat(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...text("matroska")]))).toBeNull();
  });
});

describe("agreedFormat", () => {
  const file = (bytes: Uint8Array, filename: string, declaredType: string): UploadedFile => ({
    field: "file",
    filename,
    declaredType,
    bytes: Buffer.from(bytes),
  });

  it("accepts a file whose bytes, extension and declared type agree", () => {
    expect(agreedFormat(file(PNG, "Photo.PNG", "image/png"), "image")).toBe("png");
    expect(agreedFormat(file(MP4, "clip.mp4", "video/mp4"), "image-or-video")).toBe("mp4");
    expect(agreedFormat(file(text("OggS\x00"), "clip.ogg", "audio/ogg"), "video")).toBe("ogg");
  });

  it("refuses disagreement and formats the field does not take", () => {
    expect(agreedFormat(file(text("<svg/>"), "a.png", "image/png"), "image")).toBeNull();
    expect(agreedFormat(file(PNG, "a.svg", "image/png"), "image")).toBeNull();
    expect(agreedFormat(file(PNG, "a.png", "image/gif"), "image")).toBeNull();
    expect(agreedFormat(file(MP4, "clip.mp4", "video/mp4"), "image")).toBeNull();
    expect(agreedFormat(file(PNG, "a.png", "image/png"), "video")).toBeNull();
  });
});
