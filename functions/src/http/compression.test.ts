import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBody, preferredCoding } from "./compression";

describe("preferredCoding", () => {
  it("prefers brotli, then gzip, and honours q=0 and the wildcard", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredCoding("BR ; q=1.0")).toBe("br");
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
  });

  it("answers none for identity, an unknown coding or no header", () => {
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding("")).toBeNull();
    expect(preferredCoding("identity")).toBeNull();
    expect(preferredCoding("deflate, zstd")).toBeNull();
    expect(preferredCoding("gzip;q=0")).toBeNull();
  });
});

describe("compressBody", () => {
  const page = Buffer.from("<li>A card with its title and its snippet</li>".repeat(200));

  it("round-trips in either coding and shrinks a repetitive page", () => {
    const brotli = compressBody(page, "br");
    const gzip = compressBody(page, "gzip");
    expect(brotliDecompressSync(brotli!).equals(page)).toBe(true);
    expect(gunzipSync(gzip!).equals(page)).toBe(true);
    expect(brotli!.length).toBeLessThan(page.length / 10);
  });

  it("leaves a small body, or one the client cannot take, as it is", () => {
    expect(compressBody(Buffer.from("{\"success\":true}"), "br")).toBeNull();
    expect(compressBody(page, null)).toBeNull();
  });
});
