/** A calendar date as a date input gives it: month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface LifeSpan {
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const EARLIEST_BIRTH_YEAR = 1900;

export const BIRTH_DATE_MESSAGES = {
  missing: "Please enter your date of birth.",
  invalid: `Please enter a real date from ${EARLIEST_BIRTH_YEAR} onwards.`,
  future: "Your date of birth cannot be in the future.",
} as const;

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days between two calendar dates, counted on the calendar so daylight-saving hours cannot shift it. */
function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/**
 * The birthday's day of the month, `count` months on. A month too short for it holds the anniversary on its last
 * day, so 31 January is a month old on 28 February and a 29 February birthday comes on 28 February in other years.
 */
function monthsLater(birth: CalendarDate, count: number): CalendarDate {
  const monthIndex = birth.month - 1 + count;
  const year = birth.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(birth.day, daysInMonth(year, month)) };
}

function localDate(instant: Date): CalendarDate {
  return { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() };
}

/**
 * Reads a date input's value ("yyyy-mm-dd") and checks it can be a birth date at `now`. The date is a day in
 * the visitor's own time zone: the counting starts at its first moment there.
 */
export function readBirthDate(value: string, now: Date): { date: CalendarDate } | { problem: string } {
  if (!value.trim()) return { problem: BIRTH_DATE_MESSAGES.missing };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return { problem: BIRTH_DATE_MESSAGES.invalid };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  if (!real || year < EARLIEST_BIRTH_YEAR) return { problem: BIRTH_DATE_MESSAGES.invalid };
  const date = { year, month, day };
  if (calendarDaysBetween(date, localDate(now)) < 0) return { problem: BIRTH_DATE_MESSAGES.future };
  return { date };
}

/**
 * The time lived from the start of the birth day to `now`, in the visitor's time zone.
 *
 * Years, months and days are whole calendar steps: the largest number of months whose anniversary is not after
 * today, then the calendar days since it. Hours, minutes and seconds are the real time elapsed since today's
 * midnight, so on a daylight-saving day the clock never runs backwards or skips: at noon on the day clocks go
 * forward only 11 hours have passed, and on the day they go back the last hour reads 24.
 */
export function lifeSpan(birth: CalendarDate, now: Date): LifeSpan {
  const today = localDate(now);
  let totalMonths = (today.year - birth.year) * 12 + (today.month - birth.month);
  if (monthsLater(birth, totalMonths).day > today.day) totalMonths -= 1;
  const days = calendarDaysBetween(monthsLater(birth, totalMonths), today);

  const midnight = new Date(today.year, today.month - 1, today.day);
  const secondsToday = Math.floor((now.getTime() - midnight.getTime()) / 1000);
  return {
    years: Math.floor(totalMonths / 12),
    months: totalMonths % 12,
    days,
    hours: Math.floor(secondsToday / 3600),
    minutes: Math.floor(secondsToday / 60) % 60,
    seconds: secondsToday % 60,
  };
}
