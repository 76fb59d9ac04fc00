import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { INITIAL_QR_SETTINGS, qrLibraryOptions } from "./qr-options";

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("qrLibraryOptions", () => {
  it("passes the spec's defaults: level M, margin 4, 256 px, black on white", () => {
    expect(qrLibraryOptions({ ...INITIAL_QR_SETTINGS, text: "hello" })).toEqual({
      type: "image/png",
      errorCorrectionLevel: "M",
      margin: 4,
      width: 256,
      color: { dark: "#000000", light: "#ffffff" },
    });
  });

  it("passes the chosen level, margin, size and colours", () => {
    const options = qrLibraryOptions({
      text: "x",
      level: "H",
      margin: 0,
      size: 600,
      foreground: "#1e3a8a",
      background: "#fef3c7",
    });
    expect(options).toMatchObject({
      errorCorrectionLevel: "H",
      margin: 0,
      width: 600,
      color: { dark: "#1e3a8a", light: "#fef3c7" },
    });
  });

  it("keeps values a tampered form could send inside the spec's limits", () => {
    const options = qrLibraryOptions({
      text: "x",
      level: "Z" as "L",
      margin: 99,
      size: 333,
      foreground: "red",
      background: "url(javascript:1)",
    });
    expect(options).toMatchObject({
      errorCorrectionLevel: "M",
      margin: 10,
      width: 333,
      color: { dark: "#000000", light: "#ffffff" },
    });
    expect(qrLibraryOptions({ ...INITIAL_QR_SETTINGS, margin: -3, size: 20 })).toMatchObject({ margin: 0, width: 100 });
    expect(qrLibraryOptions({ ...INITIAL_QR_SETTINGS, margin: Number.NaN, size: Number.NaN })).toMatchObject({
      margin: 4,
      width: 256,
    });
  });

  it("reaches the real library: the PNG has the chosen size", async () => {
    for (const size of [100, 256, 600]) {
      const url = await QRCode.toDataURL("https://example.com", qrLibraryOptions({ ...INITIAL_QR_SETTINGS, size }));
      expect(pngSize(url)).toEqual({ width: size, height: size });
    }
  });

  it("rejects text too long for any QR code, which the tool reports as a failure", async () => {
    await expect(QRCode.toDataURL("x".repeat(5000), qrLibraryOptions(INITIAL_QR_SETTINGS))).rejects.toThrow();
  });
});
