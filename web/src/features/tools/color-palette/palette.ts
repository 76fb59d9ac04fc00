/** SPEC section 5: the palette's modes. "normal" is plain rgb(); "random" mixes the other formats. */
export const PALETTE_MODES = [
  { mode: "random", label: "Random (mixed formats)" },
  { mode: "normal", label: "Normal (rgb)" },
  { mode: "hex", label: "HEX" },
  { mode: "rgba", label: "RGBA" },
  { mode: "hsl", label: "HSL" },
  { mode: "hsla", label: "HSLA" },
  { mode: "gradient", label: "Gradient" },
] as const;

export type PaletteMode = (typeof PALETTE_MODES)[number]["mode"];
type SingleFormat = Exclude<PaletteMode, "random">;

export const TILE_COUNT = 50;

export interface Swatch {
  /** The CSS colour (or gradient) in the mode's format: what a tile shows and copies. */
  code: string;
  /** The text colour that reads best on it. */
  ink: "dark" | "light";
}

/** A source of numbers in [0, 1), like Math.random; tests pass their own. */
export type Random = () => number;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** An alpha from 0.2 to 1 in hundredths: fainter tiles would look empty. */
const alpha = (random: Random) => between(random, 20, 100) / 100;
const randomRgb = (random: Random): Rgb => ({
  r: between(random, 0, 255),
  g: between(random, 0, 255),
  b: between(random, 0, 255),
});
const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`.toUpperCase();

export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const l = lightness / 100;
  const amplitude = (saturation / 100) * Math.min(l, 1 - l);
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return Math.round(255 * (l - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** A translucent colour as it looks on the tiles' white base. */
function overWhite({ r, g, b }: Rgb, opacity: number): Rgb {
  const mix = (channel: number) => Math.round(channel * opacity + 255 * (1 - opacity));
  return { r: mix(r), g: mix(g), b: mix(b) };
}

function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Dark or light text, whichever contrasts more (WCAG contrast against near-black and white). */
export function inkFor(color: Rgb): Swatch["ink"] {
  const light = luminance(color);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? "dark" : "light";
}

const FORMATS: Record<SingleFormat, (random: Random) => Swatch> = {
  hex: (random) => {
    const color = randomRgb(random);
    return { code: hex(color), ink: inkFor(color) };
  },
  normal: (random) => {
    const color = randomRgb(random);
    return { code: `rgb(${color.r}, ${color.g}, ${color.b})`, ink: inkFor(color) };
  },
  rgba: (random) => {
    const color = randomRgb(random);
    const opacity = alpha(random);
    return { code: `rgba(${color.r}, ${color.g}, ${color.b}, ${opacity})`, ink: inkFor(overWhite(color, opacity)) };
  },
  hsl: (random) => {
    const [h, s, l] = [between(random, 0, 359), between(random, 0, 100), between(random, 0, 100)];
    return { code: `hsl(${h}, ${s}%, ${l}%)`, ink: inkFor(hslToRgb(h, s, l)) };
  },
  hsla: (random) => {
    const [h, s, l] = [between(random, 0, 359), between(random, 0, 100), between(random, 0, 100)];
    const opacity = alpha(random);
    return { code: `hsla(${h}, ${s}%, ${l}%, ${opacity})`, ink: inkFor(overWhite(hslToRgb(h, s, l), opacity)) };
  },
  gradient: (random) => {
    const [from, to] = [randomRgb(random), randomRgb(random)];
    const middle = { r: (from.r + to.r) / 2, g: (from.g + to.g) / 2, b: (from.b + to.b) / 2 };
    return { code: `linear-gradient(${between(random, 0, 359)}deg, ${hex(from)}, ${hex(to)})`, ink: inkFor(middle) };
  },
};

const SINGLE_FORMATS = Object.keys(FORMATS) as SingleFormat[];

export function generateSwatch(mode: PaletteMode, random: Random = Math.random): Swatch {
  const format = mode === "random" ? SINGLE_FORMATS[between(random, 0, SINGLE_FORMATS.length - 1)]! : mode;
  return FORMATS[format](random);
}

export function generatePalette(mode: PaletteMode, random: Random = Math.random): Swatch[] {
  return Array.from({ length: TILE_COUNT }, () => generateSwatch(mode, random));
}

export function isPaletteMode(value: string): value is PaletteMode {
  return PALETTE_MODES.some(({ mode }) => mode === value);
}
