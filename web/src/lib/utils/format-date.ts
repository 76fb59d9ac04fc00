// Dates are spelled out here rather than with Intl.DateTimeFormat: the browser's first date formatter loads its
// locale data, which took 55 ms on a desktop (over 200 ms on a mid-range phone) in the first second of every page.
// The site is written in English, so its dates are too, the same on the server and in every browser.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function readDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortMonth = (date: Date) => MONTHS[date.getMonth()]!.slice(0, 3);

function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** "May 1, 2024", or null for a date that cannot be read (nothing is shown then). */
export function formatDay(iso: string): string | null {
  const date = readDate(iso);
  return date && `${shortMonth(date)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "September 1, 2024", or null for a date that cannot be read. */
export function formatLongDay(iso: string): string | null {
  const date = readDate(iso);
  return date && `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "May 1, 2024, 10:00 AM", or null for a date that cannot be read. */
export function formatDateTime(iso: string): string | null {
  const date = readDate(iso);
  return date && `${formatDay(iso)}, ${clockTime(date)}`;
}

/**
 * "28 Nov, 09:00" in the browser's own zone (the owner's), as the publish confirmations say when a schedule falls;
 * the year is added when it is not this year's ("3 Jan 2028, 09:00"). Null for a date that cannot be read.
 */
export function formatScheduleTime(iso: string, now = new Date()): string | null {
  const date = readDate(iso);
  if (!date) return null;
  const pad = (value: number) => String(value).padStart(2, "0");
  const year = date.getFullYear() === now.getFullYear() ? "" : ` ${date.getFullYear()}`;
  return `${date.getDate()} ${shortMonth(date)}${year}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
