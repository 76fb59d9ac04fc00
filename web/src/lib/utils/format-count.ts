/**
 * Abbreviated counts of SPEC section 9. Projects show "1.5K" / "1.0M"; profiles and likes show
 * "1.5k" / "2m" / "3b" with a trailing ".0" dropped.
 */
interface Unit {
  value: number;
  suffix: string;
}

const PROJECT_UNITS: Unit[] = [
  { value: 1e6, suffix: "M" },
  { value: 1e3, suffix: "K" },
];

const SOCIAL_UNITS: Unit[] = [
  { value: 1e9, suffix: "b" },
  { value: 1e6, suffix: "m" },
  { value: 1e3, suffix: "k" },
];

function abbreviate(n: number, units: Unit[], dropTrailingZero: boolean): string {
  if (!Number.isFinite(n)) return "0";
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  const index = units.findIndex((unit) => abs >= unit.value);
  if (index === -1) return sign + String(Math.round(abs));
  let unit = units[index]!;
  let scaled = Number((abs / unit.value).toFixed(1));
  // Rounding can reach the next unit: 999_950 reads "1.0M", not "1000.0K".
  const bigger = units[index - 1];
  if (scaled >= 1000 && bigger) {
    unit = bigger;
    scaled = Number((abs / unit.value).toFixed(1));
  }
  const text = scaled.toFixed(1);
  return sign + (dropTrailingZero ? text.replace(/\.0$/, "") : text) + unit.suffix;
}

/** Project counts: 999 → "999", 1500 → "1.5K", 1_000_000 → "1.0M". */
export function formatProjectCount(n: number): string {
  return abbreviate(n, PROJECT_UNITS, false);
}

/** Profile counts (followers, following, score): 1500 → "1.5k", 2_000_000 → "2m". */
export function formatProfileCount(n: number): string {
  return abbreviate(n, SOCIAL_UNITS, true);
}

/** Like counts: under 1000 as is, then 1000 → "1k", 1_250_000 → "1.3m", 3_000_000_000 → "3b". */
export function formatLikeCount(n: number): string {
  return abbreviate(n, SOCIAL_UNITS, true);
}
