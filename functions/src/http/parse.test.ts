import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http-error";
import { parseId, parseInput } from "./parse";

const schema = z.object({ text: z.string(), tags: z.array(z.string()).optional() });

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("Not refused");
}

describe("parseInput", () => {
  it("refuses text with a lone surrogate (Firestore cannot store it) with 400 naming the field", () => {
    const error = refusal(() => parseInput(schema, { text: "ok", tags: ["a", "b\ud800"] }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ "tags.1": "Text must be valid Unicode." });
  });

  it("keeps well-formed text, emoji included", () => {
    expect(parseInput(schema, { text: "héllo 😀" })).toEqual({ text: "héllo 😀" });
  });
});

describe("parseId", () => {
  it("answers 404 for ids Firestore reserves, like __proto__", () => {
    expect(refusal(() => parseId("__proto__")).status).toBe(404);
    expect(parseId("_a_")).toBe("_a_");
  });
});
