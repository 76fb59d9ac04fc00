import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIRTH_DATE_MESSAGES, lifeSpan, readBirthDate, type CalendarDate } from "./life-span";

// Daylight-saving cases need a zone that has it: the UK goes forward on 29 March 2026 at 01:00 GMT and back on
// 25 October 2026 at 02:00 BST. Node applies a changed TZ at once.
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
/** A local wall-clock time in the test zone. */
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds);

describe("lifeSpan", () => {
  it("counts whole years, months and days, then the time of day", () => {
    expect(lifeSpan(date(1990, 5, 15), at(2026, 11, 23, 14, 30, 15))).toEqual({
      years: 36,
      months: 6,
      days: 8,
      hours: 14,
      minutes: 30,
      seconds: 15,
    });
  });

  it("is all zeros at the first moment of the birth day", () => {
    expect(lifeSpan(date(2026, 11, 23), at(2026, 11, 23))).toEqual({
      years: 0,
      months: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it("keeps the day count right at month ends of every length", () => {
    // 31 January has its one-month anniversary on the last day of February, then counts on from there.
    expect(lifeSpan(date(2025, 1, 31), at(2025, 2, 27))).toMatchObject({ months: 0, days: 27 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 2, 28))).toMatchObject({ months: 1, days: 0 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 3, 1))).toMatchObject({ months: 1, days: 1 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 3, 30))).toMatchObject({ months: 1, days: 30 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 3, 31))).toMatchObject({ months: 2, days: 0 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 4, 29))).toMatchObject({ months: 2, days: 29 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 4, 30))).toMatchObject({ months: 3, days: 0 });
    expect(lifeSpan(date(2025, 1, 31), at(2025, 5, 1))).toMatchObject({ months: 3, days: 1 });
    expect(lifeSpan(date(2024, 1, 31), at(2024, 2, 29))).toMatchObject({ months: 1, days: 0 });
    expect(lifeSpan(date(2025, 12, 31), at(2026, 1, 1))).toMatchObject({ years: 0, months: 0, days: 1 });
  });

  it("turns a 29 February birthday a year older on 28 February in common years, and on the 29th in leap years", () => {
    const leapling = date(2000, 2, 29);
    expect(lifeSpan(leapling, at(2001, 2, 27))).toMatchObject({ years: 0, months: 11, days: 29 });
    expect(lifeSpan(leapling, at(2001, 2, 28))).toMatchObject({ years: 1, months: 0, days: 0 });
    expect(lifeSpan(leapling, at(2001, 3, 1))).toMatchObject({ years: 1, months: 0, days: 1 });
    expect(lifeSpan(leapling, at(2004, 2, 28))).toMatchObject({ years: 3, months: 11, days: 30 });
    expect(lifeSpan(leapling, at(2004, 2, 29))).toMatchObject({ years: 4, months: 0, days: 0 });
  });

  it("counts the leap day itself in the days of a span across it", () => {
    expect(lifeSpan(date(2024, 2, 28), at(2024, 3, 1))).toMatchObject({ months: 0, days: 2 });
    expect(lifeSpan(date(2023, 2, 28), at(2023, 3, 1))).toMatchObject({ months: 0, days: 1 });
  });

  it("does not lose a day in the first hour after midnight once the clocks have gone forward", () => {
    // 31 days from 1 March to 1 April, although only 30 days and 23 hours of real time have passed.
    expect(lifeSpan(date(2026, 3, 1), at(2026, 4, 1, 0, 30))).toMatchObject({
      months: 1,
      days: 0,
      hours: 0,
      minutes: 30,
    });
    expect(lifeSpan(date(2026, 3, 20), at(2026, 3, 30, 0, 30))).toMatchObject({ days: 10, hours: 0, minutes: 30 });
  });

  it("counts the real hours of a day when the clocks change", () => {
    // 29 March 2026: 01:00 became 02:00, so at noon 11 hours of the day have passed.
    expect(lifeSpan(date(2000, 1, 1), at(2026, 3, 29, 12))).toMatchObject({ hours: 11, minutes: 0, seconds: 0 });
    // 25 October 2026: 02:00 became 01:00 again, so at 23:30 the day has lasted 24 hours and a half.
    expect(lifeSpan(date(2000, 1, 1), at(2026, 10, 25, 23, 30))).toMatchObject({ hours: 24, minutes: 30 });
    expect(lifeSpan(date(2000, 1, 1), at(2026, 10, 26, 0, 0, 1))).toMatchObject({ days: 25, hours: 0, seconds: 1 });
  });

  it("never runs backwards through the hour that repeats when the clocks go back", () => {
    const birth = date(2000, 1, 1);
    const start = new Date("2026-10-24T23:30:00Z").getTime(); // 00:30 BST on 25 October
    let previous = -1;
    for (let step = 0; step <= 3 * 60; step += 1) {
      const span = lifeSpan(birth, new Date(start + step * 60_000));
      const secondsToday = span.hours * 3600 + span.minutes * 60 + span.seconds;
      expect(secondsToday).toBeGreaterThan(previous);
      previous = secondsToday;
    }
  });
});

describe("readBirthDate", () => {
  const now = at(2026, 11, 23, 10);

  it("accepts a past date and today", () => {
    expect(readBirthDate("1990-05-15", now)).toEqual({ date: date(1990, 5, 15) });
    expect(readBirthDate("2026-11-23", now)).toEqual({ date: date(2026, 11, 23) });
  });

  it("refuses a future date with a clear message", () => {
    expect(readBirthDate("2026-11-24", now)).toEqual({ problem: BIRTH_DATE_MESSAGES.future });
    expect(readBirthDate("2031-01-01", now)).toEqual({ problem: "Your date of birth cannot be in the future." });
  });

  it("refuses an empty, impossible or too early date", () => {
    expect(readBirthDate("", now)).toEqual({ problem: BIRTH_DATE_MESSAGES.missing });
    for (const value of ["2025-02-29", "2025-13-01", "2025-00-10", "1899-12-31", "15/05/1990"]) {
      expect(readBirthDate(value, now)).toEqual({ problem: BIRTH_DATE_MESSAGES.invalid });
    }
  });
});
