// The import readers are their own bundle (issue 36, docs/import-export.md): the api function's bundle, which every cold
// start loads, carries none of the XML parser, the front matter readers or the HTML-to-Markdown converter, and asks
// for lib/imports.js only when an import file is read. Checked on the bundles the stack's start built.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { ROOT } from "../../scripts/lib/config.mjs";

const lib = (name: string) => readFileSync(join(ROOT as string, "functions/lib", name), "utf8");

it("keeps the import readers out of the api's bundle, in lib/imports.js", () => {
  const api = lib("index.js");
  const readers = lib("imports.js");
  for (const marker of ["XMLParser", "smol-toml", "hast-util-to-mdast"]) {
    expect(api.includes(marker), `${marker} in lib/index.js`).toBe(false);
    expect(readers.includes(marker), `${marker} in lib/imports.js`).toBe(true);
  }
  expect(api).toContain('IMPORTS_BUNDLE = "./imports.js"');
});
