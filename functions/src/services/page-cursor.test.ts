import { describe, expect, it } from "vitest";
import { cutPage } from "./page-cursor";

describe("cutPage", () => {
  it("shows a page and gives the next one's cursor, from the last shown, only when one more was read", () => {
    expect(cutPage([1, 2, 3, 4], 3, (last) => `after ${last}`)).toEqual({ shown: [1, 2, 3], nextCursor: "after 3" });
    expect(cutPage([1, 2, 3], 3, (last) => `after ${last}`)).toEqual({ shown: [1, 2, 3], nextCursor: null });
    expect(cutPage([], 3, (last) => `after ${last}`)).toEqual({ shown: [], nextCursor: null });
  });
});
