import { describe, expect, it } from "vitest";
import {
  generatePalette,
  generateSwatch,
  hslToRgb,
  inkFor,
  PALETTE_MODES,
  type PaletteMode,
  type Random,
} from "./palette";

/** A repeatable stand-in for Math.random (a linear congruential generator). */
function seeded(seed = 42): Random {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const BYTE = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const PERCENT = "(100|[1-9]?\\d)%";
const HUE = "(3[0-5]\\d|[12]?\\d?\\d)";
const ALPHA = "(1|0\\.[2-9]\\d?|0\\.2)";
const HEX = "#[0-9A-F]{6}";
const FORMAT_PATTERNS: Record<Exclude<PaletteMode, "random">, RegExp> = {
  hex: new RegExp(`^${HEX}$`),
  normal: new RegExp(`^rgb\\(${BYTE}, ${BYTE}, ${BYTE}\\)$`),
  rgba: new RegExp(`^rgba\\(${BYTE}, ${BYTE}, ${BYTE}, ${ALPHA}\\)$`),
  hsl: new RegExp(`^hsl\\(${HUE}, ${PERCENT}, ${PERCENT}\\)$`),
  hsla: new RegExp(`^hsla\\(${HUE}, ${PERCENT}, ${PERCENT}, ${ALPHA}\\)$`),
  gradient: new RegExp(`^linear-gradient\\(${HUE}deg, ${HEX}, ${HEX}\\)$`),
};

describe("generatePalette", () => {
  it("offers the spec's modes", () => {
    expect(PALETTE_MODES.map(({ mode }) => mode)).toEqual([
      "random",
      "normal",
      "hex",
      "rgba",
      "hsl",
      "hsla",
      "gradient",
    ]);
  });

  for (const [mode, pattern] of Object.entries(FORMAT_PATTERNS)) {
    it(`fills 50 tiles with ${mode} codes`, () => {
      const palette = generatePalette(mode as PaletteMode, seeded());
      expect(palette).toHaveLength(50);
      for (const { code } of palette) expect(code).toMatch(pattern);
      expect(new Set(palette.map(({ code }) => code)).size).toBeGreaterThan(45);
    });
  }

  it("reaches both ends of each range", () => {
    expect(generateSwatch("normal", () => 0).code).toBe("rgb(0, 0, 0)");
    expect(generateSwatch("normal", () => 0.999999).code).toBe("rgb(255, 255, 255)");
    expect(generateSwatch("hex", () => 0.999999).code).toBe("#FFFFFF");
    expect(generateSwatch("hsla", () => 0.999999).code).toBe("hsla(359, 100%, 100%, 1)");
    expect(generateSwatch("rgba", () => 0).code).toBe("rgba(0, 0, 0, 0.2)");
  });

  it("mixes the formats in random mode", () => {
    const codes = generatePalette("random", seeded(7)).map(({ code }) => code);
    const formats = new Set(
      codes.map((code) => Object.entries(FORMAT_PATTERNS).find(([, pattern]) => pattern.test(code))?.[0]),
    );
    expect(formats.has(undefined)).toBe(false);
    expect(formats.size).toBeGreaterThanOrEqual(5);
  });

  it("converts HSL to the RGB that CSS draws", () => {
    expect(hslToRgb(0, 100, 50)).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToRgb(120, 100, 25)).toEqual({ r: 0, g: 128, b: 0 });
    expect(hslToRgb(240, 100, 50)).toEqual({ r: 0, g: 0, b: 255 });
    expect(hslToRgb(210, 50, 60)).toEqual({ r: 102, g: 153, b: 204 });
  });

  it("picks readable text: dark on light colours, light on dark ones", () => {
    expect(inkFor({ r: 255, g: 255, b: 255 })).toBe("dark");
    expect(inkFor({ r: 255, g: 235, b: 59 })).toBe("dark");
    expect(inkFor({ r: 0, g: 0, b: 0 })).toBe("light");
    expect(inkFor({ r: 30, g: 58, b: 138 })).toBe("light");
    expect(generateSwatch("hsl", () => 0).ink).toBe("light"); // hsl(0, 0%, 0%) is black
    expect(generateSwatch("hsl", () => 0.999999).ink).toBe("dark"); // lightness 100% is white
    expect(generateSwatch("rgba", () => 0).ink).toBe("dark"); // black at 20% on white is a light grey
  });
});
