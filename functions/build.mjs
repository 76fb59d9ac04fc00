// Bundles the function into lib/index.js so `firebase deploy` ships a self-contained folder:
// the contract and zod are inlined; firebase-admin and firebase-functions are installed from package.json.
import { fileURLToPath } from "node:url";
import { build, context } from "esbuild";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const options = {
  entryPoints: [here("src/index.ts")],
  outfile: here("lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: ["firebase-admin", "firebase-functions"],
  logLevel: "warning",
};

if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
