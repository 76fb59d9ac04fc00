// The long-form renderer is its own bundle (issue 35, docs/long-form.md): the api function's bundle, which every cold
// start loads, carries none of unified, rehype or Shiki, and asks for lib/long-form.js only when a body is saved or
// previewed. Checked on the bundles the stack's start built.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { ROOT } from "../../scripts/lib/config.mjs";

const lib = (name: string) => readFileSync(join(ROOT as string, "functions/lib", name), "utf8");

it("keeps the Markdown renderer and Shiki out of the api's bundle, in lib/long-form.js", () => {
  const api = lib("index.js");
  const renderer = lib("long-form.js");
  for (const marker of ["createHighlighterCore", "rehype-sanitize", "github-dark"]) {
    expect(api.includes(marker), `${marker} in lib/index.js`).toBe(false);
    expect(renderer.includes(marker), `${marker} in lib/long-form.js`).toBe(true);
  }
  expect(api).toContain('RENDERER_BUNDLE = "./long-form.js"');
  expect(Buffer.byteLength(renderer)).toBeGreaterThan(1_000_000);
});
