import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136+), at the top of the chunks every page starts with: the entry and the
 * libraries. Their functions are then compiled while the files stream in, off the main thread, instead of on first
 * call in the middle of starting the app, where each one lengthens a task a phone is blocked by. Lighthouse
 * measured home's longest start-up task at 37-67 ms without the hint and 12-36 ms with it (docs/performance.md).
 *
 * Added to the written files: minification would drop it as a comment, and the bundler puts its own preamble at
 * the top of the entry after every hook that could change a chunk's code.
 */
const HINT = "//# allFunctionsCalledOnLoad\n";

/** `vendorChunk`: the name of the chunk group that holds the libraries every page starts with. */
export function compileHints(vendorChunk: string): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    enforce: "post",
    writeBundle(options, bundle) {
      if (this.environment.config.build.ssr || !options.dir) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !(chunk.isEntry || chunk.name === vendorChunk)) continue;
        const file = join(options.dir, chunk.fileName);
        writeFileSync(file, HINT + readFileSync(file, "utf8"));
      }
    },
  };
}
