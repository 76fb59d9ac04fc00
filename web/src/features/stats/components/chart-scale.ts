// The arithmetic of the Stats page's charts, apart from their markup so it can be tested on its own.

/**
 * A round top for an axis at or above `max`, close enough that the highest bar fills most of the height (212 gets
 * 250, not 500): 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten, of which half is round too. A zero chart
 * gets 4; small counts stay whole (3 gets 4, so its half is 2).
 */
export function niceCeiling(max: number): number {
  if (max <= 0) return 4;
  if (max <= 4) return max <= 2 ? 2 : 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
    const top = Math.round(step * power * 10) / 10;
    if (top >= max && Number.isInteger(top / 2)) return top;
  }
  return 10 * power;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "14 May" of a "2026-05-14" day key (UTC, as the server counts). */
export function dayLabel(day: string): string {
  const [, month = "1", date = "1"] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ""}`;
}

/** "Thu" of a day key. */
export const weekdayLabel = (day: string): string => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? "";

/**
 * Which days get a label under the axis: every day of a week, about six of a longer range (fewer where the chart is
 * narrow: a label wants about 56 px), always the last.
 */
export function labelledDays(count: number, plotWidth = Infinity): Set<number> {
  const fits = Math.max(2, Math.floor(plotWidth / 56));
  const wanted = count <= 7 ? count : 6;
  const every = Math.ceil(count / Math.min(wanted, fits));
  const picked = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) picked.add(index);
  return picked;
}

/** 1234 → "1,234", the same on the server and in every browser. */
export const formatNumber = (value: number): string => Math.round(value).toLocaleString("en-US");

/** A share as a whole percentage, "0%" of nothing. */
export const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%");
