import { describe, expect, it } from "vitest";
import { dayLabel, labelledDays, niceCeiling, percent, weekdayLabel } from "./chart-scale";

describe("the charts' scale", () => {
  it("rounds an axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(4);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(260)).toBe(500);
  });

  it("labels every day of a week and about six of 30 or 90, the last always", () => {
    expect(labelledDays(7).size).toBe(7);
    expect(labelledDays(30).has(29)).toBe(true);
    expect(labelledDays(30).size).toBe(6);
    expect(labelledDays(90).size).toBe(6);
  });

  it("names days in UTC", () => {
    expect(dayLabel("2026-05-14")).toBe("14 May");
    expect(weekdayLabel("2026-05-14")).toBe("Thu");
    expect(percent(1, 3)).toBe("33%");
    expect(percent(1, 0)).toBe("0%");
  });
});
