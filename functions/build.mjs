// Bundles the function into lib/index.js so `firebase deploy` ships a self-contained folder:
// the contract and zod are inlined; firebase-admin, firebase-functions and sharp (native: its binary comes
// from an @img/* package for the deploy platform, so it cannot be bundled) are installed on deploy from
// package.json and package-lock.json (`npm run lock -w functions`).
import { fileURLToPath } from "node:url";
import { build, context } from "esbuild";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const options = {
  entryPoints: [here("src/index.ts")],
  outfile: here("lib/index.js"),
  bundle: true,
  platform: "node",
  target: "node22", // the deploy runtime (firebase.json); the local emulators run the same bundle on Node 20
  format: "cjs",
  sourcemap: true,
  // lib/fediverse.js is the second bundle below, required on demand (src/fediverse-bundle.ts).
  external: ["firebase-admin", "firebase-functions", "sharp", "./fediverse.js", "./long-form.js", "./imports.js"],
  // The web build's server renderer and shell, for the item pages (src/handlers/site/pages.ts): build the web first.
  alias: {
    "web-renderer": here("../web/dist-server/entry-server.js"),
    "web-shell": here("../web/dist/app-shell.html"),
  },
  loader: { ".html": "text" },
  // The renderer is an ES module that asks for import.meta.url (to make a require); in this CommonJS bundle it
  // is the bundle's own file.
  banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { "import.meta.url": "__bundleUrl" },
  logLevel: "warning",
};

/** The federation (Fedify and its vocabulary, several MB), apart, so only the calls that federate load it. */
const fediverseOptions = { ...options, entryPoints: [here("src/fediverse/entry.ts")], outfile: here("lib/fediverse.js") };

/** The long-form body's renderer (unified, remark, rehype, Shiki and its grammars), apart: only saves with a body load it. */
const longFormOptions = { ...options, entryPoints: [here("src/long-form/render-markdown.ts")], outfile: here("lib/long-form.js") };

/** The import readers (XML, zip, YAML, TOML and HTML-to-Markdown parsers), apart: only an import loads them. */
const importsOptions = { ...options, entryPoints: [here("src/imports/entry.ts")], outfile: here("lib/imports.js") };

const bundles = [options, fediverseOptions, longFormOptions, importsOptions];
if (process.argv.includes("--watch")) {
  for (const each of bundles) await (await context(each)).watch();
} else {
  await Promise.all(bundles.map((each) => build(each)));
}
