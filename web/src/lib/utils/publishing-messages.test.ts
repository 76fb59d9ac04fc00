import { describe, expect, it } from "vitest";
import { formatScheduleTime } from "./format-date";
import { restoredMessage, savedMessage } from "./publishing-messages";

// Local times, as the owner's browser shows them.
const nov28 = new Date(new Date().getFullYear(), 10, 28, 9, 0);

describe("the owner's confirmations", () => {
  it("writes a schedule's time as 28 Nov, 09:00 in the browser's zone, with the year only when it is another", () => {
    expect(formatScheduleTime(nov28.toISOString(), new Date(nov28.getFullYear(), 0, 1))).toBe("28 Nov, 09:00");
    expect(formatScheduleTime(new Date(2028, 0, 3, 17, 5).toISOString(), new Date(2027, 11, 1))).toBe("3 Jan 2028, 17:05");
    expect(formatScheduleTime("not a date")).toBeNull();
  });

  it("says what the saved item became, never what was asked for", () => {
    const at = nov28.toISOString();
    expect(savedMessage(undefined, { status: "draft", publishedAt: at })).toBe("Draft saved");
    expect(savedMessage("draft", { status: "draft", publishedAt: at })).toBe("Draft saved");
    expect(savedMessage(undefined, { status: "scheduled", publishedAt: at })).toBe(`Scheduled for ${formatScheduleTime(at)}`);
    expect(savedMessage(undefined, { status: "published", publishedAt: at })).toBe("Published");
    expect(savedMessage("scheduled", { status: "published", publishedAt: at })).toBe("Published");
    expect(savedMessage("published", { status: "published", publishedAt: at })).toBe("Changes saved");
    expect(savedMessage("published", { status: "draft", publishedAt: at })).toBe("Unpublished: it is a draft now");
    expect(savedMessage("scheduled", { status: "draft", publishedAt: at })).toBe("Unscheduled: it is a draft now");
  });

  it("says in which state a restored item came back", () => {
    const at = nov28.toISOString();
    expect(restoredMessage("blog", { status: "published", publishedAt: at })).toBe("The blog is back, public again.");
    expect(restoredMessage("article", { status: "draft", publishedAt: at })).toBe("The article is back, as a draft.");
    expect(restoredMessage("post", { status: "scheduled", publishedAt: at })).toBe(`The post is back, scheduled for ${formatScheduleTime(at)}.`);
  });
});
