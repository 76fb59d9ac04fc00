import { describe, expect, it } from "vitest";
import { markedText, snippetOf } from "./snippets";

const marked = (segments: { text: string; hit: boolean }[]) => segments.filter((each) => each.hit).map((each) => each.text);
const plain = (segments: { text: string }[]) => segments.map((each) => each.text).join("");

describe("search snippets", () => {
  it("marks every matching word of a title, whatever its accents or case", () => {
    expect(markedText("Le Café and the CAFE", new Set(["cafe"]))).toEqual([
      { text: "Le ", hit: false },
      { text: "Café", hit: true },
      { text: " and the ", hit: false },
      { text: "CAFE", hit: true },
    ]);
  });

  it("shows the part of a long body where the matches are densest, cut at words, with ellipses", () => {
    const filler = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
    const body = `${filler(60)} one lamp here. ${filler(30)} the lamp and the lamp again ${filler(60)}`;
    const snippet = snippetOf(body, new Set(["lamp"]), 80);
    expect(marked(snippet)).toEqual(["lamp", "lamp"]);
    expect(snippet[0]).toEqual({ text: expect.stringMatching(/^…word\d+/), hit: false });
    expect(plain(snippet).endsWith("…")).toBe(true);
    expect(plain(snippet).length).toBeLessThanOrEqual(82);
  });

  it("shows the start of a body without a match, and nothing of an empty one", () => {
    expect(plain(snippetOf("Short and plain.", new Set(["other"])))).toBe("Short and plain.");
    expect(snippetOf("", new Set(["any"]))).toEqual([]);
  });
});
