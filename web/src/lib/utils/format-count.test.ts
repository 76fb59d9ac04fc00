// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { describe, expect, it } from "vitest";
import { formatLikeCount, formatProfileCount, formatProjectCount } from "./format-count";

describe("formatProjectCount", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.0K"],
    [1500, "1.5K"],
    [999_949, "999.9K"],
    [999_950, "1.0M"],
    [1_000_000, "1.0M"],
    [2_340_000, "2.3M"],
  ])("%d reads %s", (n, expected) => {
    expect(formatProjectCount(n)).toBe(expected);
  });
});

describe("formatProfileCount", () => {
  it.each([
    [42, "42"],
    [999, "999"],
    [1500, "1.5k"],
    [2000, "2k"],
    [2_000_000, "2m"],
    [1_250_000, "1.3m"],
    [4_500_000_000, "4.5b"],
  ])("%d reads %s", (n, expected) => {
    expect(formatProfileCount(n)).toBe(expected);
  });
});

describe("formatLikeCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1k"],
    [1049, "1k"],
    [1500, "1.5k"],
    [1_250_000, "1.3m"],
    [3_000_000_000, "3b"],
  ])("%d reads %s", (n, expected) => {
    expect(formatLikeCount(n)).toBe(expected);
  });
});
