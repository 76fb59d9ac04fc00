import { describe, expect, it } from "vitest";
import type { WritingSummary } from "@contract/posts";
import { cardPreview, filterWritings, relatedPreview, relatedWritings } from "./writing-text";

const writing = (_id: string, title: string, category: WritingSummary["category"], firstParagraph = ""): WritingSummary => ({
  _id,
  title,
  category,
  firstParagraph,
  secondParagraph: "",
  lastParagraph: "",
  mainImg: "",
  variants: {},
  img: "",
  secondImg: "",
  vid: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  likeCount: 0,
  commentCount: 0,
});

describe("cardPreview", () => {
  it("shows the first 30 characters plus dots", () => {
    expect(cardPreview("Most people visit the web on a phone over a slow network.")).toBe("Most people visit the web on a...");
  });

  it("adds the dots to a short paragraph too", () => {
    expect(cardPreview("Short.")).toBe("Short....");
  });
});

describe("relatedPreview", () => {
  it("cuts at 50 characters and adds dots only when there was more", () => {
    const long = "a".repeat(60);
    expect(relatedPreview(long)).toBe(`${"a".repeat(50)}...`);
    expect(relatedPreview("a".repeat(50))).toBe("a".repeat(50));
    expect(relatedPreview("Short.")).toBe("Short.");
  });
});

describe("filterWritings", () => {
  const writings = [
    writing("1", "Web Performance", "Technology", "Every kilobyte costs seconds."),
    writing("2", "Budgeting for Freelancers", "Business & Finance", "An irregular income needs a plan."),
  ];

  it("matches the title or the first paragraph, ignoring case and spaces around", () => {
    expect(filterWritings(writings, "  PERFORMANCE ").map((w) => w._id)).toEqual(["1"]);
    expect(filterWritings(writings, "irregular").map((w) => w._id)).toEqual(["2"]);
  });

  it("keeps everything for an empty search and nothing for a miss", () => {
    expect(filterWritings(writings, "   ")).toHaveLength(2);
    expect(filterWritings(writings, "quantum")).toEqual([]);
  });
});

describe("relatedWritings", () => {
  it("keeps the same category without the current item", () => {
    const list = [
      writing("a", "A", "Technology"),
      writing("b", "B", "Technology"),
      writing("c", "C", "Lifestyle"),
    ];
    expect(relatedWritings(list, list[0]!).map((w) => w._id)).toEqual(["b"]);
    expect(relatedWritings(list, list[2]!)).toEqual([]);
  });
});
