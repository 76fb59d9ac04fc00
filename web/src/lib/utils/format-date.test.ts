import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatLongDay } from "./format-date";

// Local times, as a visitor's browser shows them.
const may1 = new Date(2024, 4, 1, 10, 5).toISOString();
const sep30Evening = new Date(2024, 8, 30, 23, 59).toISOString();
const midnight = new Date(2025, 0, 9, 0, 0).toISOString();

describe("dates", () => {
  it("spells a day with the month's short or long name", () => {
    expect(formatDay(may1)).toBe("May 1, 2024");
    expect(formatDay(sep30Evening)).toBe("Sep 30, 2024");
    expect(formatLongDay(sep30Evening)).toBe("September 30, 2024");
  });

  it("adds the time on a 12-hour clock", () => {
    expect(formatDateTime(may1)).toBe("May 1, 2024, 10:05 AM");
    expect(formatDateTime(sep30Evening)).toBe("Sep 30, 2024, 11:59 PM");
    expect(formatDateTime(midnight)).toBe("Jan 9, 2025, 12:00 AM");
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatDay("not a date")).toBeNull();
    expect(formatLongDay("")).toBeNull();
    expect(formatDateTime("2024-13-45")).toBeNull();
  });
});
