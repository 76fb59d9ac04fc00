import { describe, expect, it } from "vitest";
import { dayLabel, labelledDays, niceCeiling, percent, weekdayLabel } from "./chart-scale";

describe("the charts' scale", () => {
  it("rounds an axis up to a round number close above the highest value", () => {
    expect(niceCeiling(0)).toBe(4);
    expect(niceCeiling(1)).toBe(2);
    expect(niceCeiling(3)).toBe(4);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(12);
    expect(niceCeiling(212)).toBe(250);
    expect(niceCeiling(260)).toBe(300);
    expect(niceCeiling(9_100)).toBe(10_000);
    // The highest bar always fills at least half of the height.
    for (let max = 1; max <= 5000; max += 1) expect(max / niceCeiling(max)).toBeGreaterThanOrEqual(0.5);
  });

  it("labels every day of a week and about six of 30 or 90, the last always", () => {
    expect(labelledDays(7).size).toBe(7);
    expect(labelledDays(30).has(29)).toBe(true);
    expect(labelledDays(30).size).toBe(6);
    expect(labelledDays(90).size).toBe(6);
    // A phone's chart has room for fewer.
    expect(labelledDays(30, 300).size).toBe(5);
    expect(labelledDays(7, 200).size).toBeLessThanOrEqual(4);
  });

  it("names days in UTC", () => {
    expect(dayLabel("2026-05-14")).toBe("14 May");
    expect(weekdayLabel("2026-05-14")).toBe("Thu");
    expect(percent(1, 3)).toBe("33%");
    expect(percent(1, 0)).toBe("0%");
  });
});
