/**
 * The long-form renderer's own bundle, lib/long-form.js (built from long-form/render-markdown.ts by functions/build.mjs),
 * required by the first save or preview that carries a body, then kept. A cold start of the api skips it: Shiki's
 * grammars and themes are most of its size. Its path is relative to lib/index.js, where this module is bundled.
 * It is a variable so that other bundles of the services (the seeder's, the benches', scripts/lib/load-typescript.mjs)
 * build without it: they never save a body.
 */
const RENDERER_BUNDLE = "./long-form.js";

export const longFormBundle = (): typeof import("./long-form/render-markdown") =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on demand, so a cold start skips the renderer
  require(RENDERER_BUNDLE) as typeof import("./long-form/render-markdown");
