import { describe, expect, it } from "vitest";
import type { WritingSummary } from "@contract/posts";
import { cardPreview, relatedPreview, relatedWritings } from "./writing-text";
import { PUBLISHED } from "@/testing/published";

const writing = (_id: string, title: string, category: WritingSummary["category"], firstParagraph = ""): WritingSummary => ({
  _id,
  title,
  category,
  firstParagraph,
  mainImg: "",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
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
