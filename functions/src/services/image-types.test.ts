import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-types";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("detectImageType", () => {
  it("knows PNG, JPEG and both GIF versions by their first bytes", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toMatchObject({ contentType: "image/png" });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toMatchObject({ contentType: "image/jpeg" });
    expect(detectImageType(new TextEncoder().encode("GIF87a..."))).toMatchObject({ contentType: "image/gif" });
    expect(detectImageType(new TextEncoder().encode("GIF89a..."))).toMatchObject({ contentType: "image/gif" });
  });

  it("knows nothing else, however it is named", () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', "GIF88a", "hello", ""]) {
      expect(detectImageType(new TextEncoder().encode(text))).toBeNull();
    }
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});
