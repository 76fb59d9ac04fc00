/**
 * The import readers' own bundle, lib/imports.js (built from imports/entry.ts by functions/build.mjs), required the
 * first time an uploaded import file is read, then kept. The parsers it carries (XML, zip, front matter, HTML to
 * Markdown) are of no use to any other call, so the api's cold start never loads them. The path is relative to
 * lib/index.js, where this module is bundled, and a variable so that bundles of the services that never import
 * (the seeder's, the benches') build without it.
 */
const IMPORTS_BUNDLE = "./imports.js";

export const importsBundle = (): typeof import("./imports/entry") =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, so a cold start skips the parsers
  require(IMPORTS_BUNDLE) as typeof import("./imports/entry");
