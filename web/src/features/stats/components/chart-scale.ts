// The arithmetic of the Stats page's charts, apart from their markup so it can be tested on its own.

/** A round top for an axis at or above `max`: 1, 2 or 5 times a power of ten (and 4 for a zero chart). */
export function niceCeiling(max: number): number {
  if (max <= 0) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
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

/** Which days get a label under the axis: every day of a week, about six of a longer range, always the last. */
export function labelledDays(count: number): Set<number> {
  const every = count <= 7 ? 1 : Math.ceil(count / 6);
  const picked = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) picked.add(index);
  return picked;
}

/** 1234 → "1,234", the same on the server and in every browser. */
export const formatNumber = (value: number): string => Math.round(value).toLocaleString("en-US");

/** A share as a whole percentage, "0%" of nothing. */
export const percent = (part: number, whole: number): string => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "0%");
