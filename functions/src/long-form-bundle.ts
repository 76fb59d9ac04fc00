/**
 * The long-form renderer's own bundle, lib/long-form.js (built from long-form/render-markdown.ts by functions/build.mjs),
 * required by the first save or preview that carries a body, then kept. A cold start of the api skips it: Shiki's
 * grammars and themes are most of its size. Its path is relative to lib/index.js, where this module is bundled.
 */
export const longFormBundle = (): typeof import("./long-form/render-markdown") =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, so a cold start skips the renderer
  require("./long-form.js") as typeof import("./long-form/render-markdown");
