import type { QRCodeErrorCorrectionLevel, QRCodeToDataURLOptions } from "qrcode";

export const ERROR_CORRECTION_LEVELS: { level: QRCodeErrorCorrectionLevel; label: string }[] = [
  { level: "L", label: "L - low (7%)" },
  { level: "M", label: "M - medium (15%)" },
  { level: "Q", label: "Q - quartile (25%)" },
  { level: "H", label: "H - high (30%)" },
];

/** SPEC section 9: the limits and defaults of the QR demo. */
export const QR_MARGIN = { min: 0, max: 10, initial: 4 } as const;
export const QR_SIZE = { min: 100, max: 600, step: 50, initial: 256 } as const;
export const QR_COLORS = { foreground: "#000000", background: "#ffffff" } as const;

export const QR_MESSAGES = {
  emptyText: "Please enter valid text or a URL!",
  failed: "Error generating QR Code!",
  nothingToDownload: "Please generate a QR code first!",
} as const;

export interface QrSettings {
  text: string;
  level: QRCodeErrorCorrectionLevel;
  margin: number;
  size: number;
  foreground: string;
  background: string;
}

export const INITIAL_QR_SETTINGS: QrSettings = {
  text: "",
  level: "M",
  margin: QR_MARGIN.initial,
  size: QR_SIZE.initial,
  foreground: QR_COLORS.foreground,
  background: QR_COLORS.background,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/**
 * The options handed to the qrcode library. Values come from the form, but a typed or hand-edited control can
 * hold anything, so each is kept inside the spec's range: whole numbers, and colours as 6-digit hex (what
 * `<input type="color">` gives and the library reads). The size is not snapped to its 50-pixel steps, which
 * are the control's arrows: the default 256 is not on them.
 */
export function qrLibraryOptions(settings: QrSettings): QRCodeToDataURLOptions {
  const level = ERROR_CORRECTION_LEVELS.some(({ level }) => level === settings.level) ? settings.level : "M";
  return {
    type: "image/png",
    errorCorrectionLevel: level,
    margin: clamp(Math.round(settings.margin), QR_MARGIN.min, QR_MARGIN.max, QR_MARGIN.initial),
    width: clamp(Math.round(settings.size), QR_SIZE.min, QR_SIZE.max, QR_SIZE.initial),
    color: {
      dark: HEX_COLOR.test(settings.foreground) ? settings.foreground : QR_COLORS.foreground,
      light: HEX_COLOR.test(settings.background) ? settings.background : QR_COLORS.background,
    },
  };
}
