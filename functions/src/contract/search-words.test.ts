import { describe, expect, it } from "vitest";
import { SEARCH_PREFIX_BUDGET, SEARCH_WORDS_MAX, searchTextsOf, searchWordsOf, wordsOf } from "./search-words";

describe("wordsOf", () => {
  it("lowercases, drops accents and punctuation, and keeps each word once", () => {
    expect(wordsOf("Café, CAFE! (React) react-query: 2026")).toEqual(["cafe", "react", "query", "2026"]);
  });

  it("keeps letters of any script", () => {
    expect(wordsOf("Ελληνικά, Русь, 日本語")).toEqual(["ελληνικα", "русь", "日本語"]);
  });
});

describe("searchWordsOf", () => {
  it("stores every word and the beginnings of two letters or more of a short text's words", () => {
    const entries = searchWordsOf(["React Timer", "Counts down."]);
    expect(entries).toEqual(expect.arrayContaining(["react", "timer", "counts", "down", "re", "rea", "reac", "ti", "co", "dow"]));
    expect(entries).not.toContain("r");
    expect(new Set(entries).size).toBe(entries.length);
  });

  it("keeps every word of a long text, the title's beginnings, and stays within its bounds", () => {
    const body = Array.from({ length: 1500 }, (_, index) => `word${index.toString(36)}x`).join(" ");
    const entries = searchWordsOf(["Performance matters", body]);
    expect(entries).toContain("word15fx");
    expect(entries).toEqual(expect.arrayContaining(["perf", "mat"]));
    expect(entries).not.toContain("word15f");
    expect(entries.length).toBeLessThanOrEqual(SEARCH_WORDS_MAX);
    expect(entries.length).toBeGreaterThan(SEARCH_PREFIX_BUDGET);
  });
});

describe("searchTextsOf", () => {
  it("reads strings and lists of strings, and treats anything else as empty", () => {
    expect(searchTextsOf({ title: "A", technologiesUsed: ["React", 3, "Vite"], desc: 7 }, ["title", "technologiesUsed", "desc"])).toEqual([
      "A",
      "React Vite",
      "",
    ]);
  });
});
