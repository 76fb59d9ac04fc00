/**
 * The import readers' own bundle, lib/imports.js (built from imports/entry.ts by functions/build.mjs), required by the
 * first import task that reads a file, then kept: the XML, zip, front matter and HTML converters weigh nothing on the
 * api function's cold start.
 */
const READERS_BUNDLE = "./imports.js";

export const importsBundle = (): typeof import("./imports/entry") =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, so a cold start skips the readers
  require(READERS_BUNDLE) as typeof import("./imports/entry");
