/**
 * The federation's own bundle, lib/fediverse.js (built from fediverse/entry.ts by functions/build.mjs), required on
 * first use and kept. Its path is relative to lib/index.js, where this module is bundled.
 */
export const fediverseBundle = (): typeof import("./fediverse/entry") =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, so a cold start without federation skips it
  require("./fediverse.js") as typeof import("./fediverse/entry");
