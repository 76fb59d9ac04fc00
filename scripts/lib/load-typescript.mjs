// Scripts run on plain Node, but some need the project's TypeScript (the contract, the API's services, test support):
// it is bundled with esbuild into .emulator-data/build/ and loaded from there.
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "esbuild";
import { ROOT } from "./config.mjs";

/**
 * Bundles a module whose source is `contents` (import paths relative to the repository root) and answers its
 * exports. `options` adds to or overrides esbuild's (externals, aliases). `name` names the bundle's file.
 */
export async function loadTypeScript(name, contents, options = {}) {
  const outfile = join(ROOT, ".emulator-data", "build", `${name}.cjs`);
  await build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    logLevel: "warning",
    ...options,
  });
  return createRequire(import.meta.url)(outfile);
}
