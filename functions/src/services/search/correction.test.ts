import { describe, expect, it } from "vitest";
import { correctedQuery, withinOneEdit } from "./correction";

describe("correctedQuery", () => {
  it("names the word a typo was forgiven for", () => {
    expect(correctedQuery("reactt", [["react"], ["react"]])).toBe("react");
    expect(correctedQuery("Firebase reactt", [["firebase", "react"]])).toBe("firebase react");
  });

  it("says nothing when every word was found as typed, or as the start of a longer word", () => {
    expect(correctedQuery("react", [["react"]])).toBeUndefined();
    expect(correctedQuery("reac", [["react"]])).toBeUndefined();
    expect(correctedQuery("Café", [["cafe"]])).toBeUndefined();
  });

  it("takes the word most hits matched", () => {
    expect(correctedQuery("hooke", [["hooks"], ["hoke"], ["hooks"]])).toBe("hooks");
  });
});

describe("withinOneEdit", () => {
  it("allows one letter added, removed or changed, and no more", () => {
    expect(withinOneEdit("reactt", "react")).toBe(true);
    expect(withinOneEdit("rect", "react")).toBe(true);
    expect(withinOneEdit("reacd", "react")).toBe(true);
    expect(withinOneEdit("raect", "react")).toBe(false);
    expect(withinOneEdit("re", "react")).toBe(false);
  });
});
