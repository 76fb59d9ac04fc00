// The floor of issue 21's first-load budget: a bare React 19 + TanStack Router + TanStack Query app
// (scripts/bundle-floor/) built with the `build` settings of web/vite.config.ts and measured with the same functions
// as the site's routes (bundle-sizes.mjs). What the site loads above it is the site's own code.
//
// measureBundleFloor() builds it in a child process, in a temporary folder, and answers its figures:
//   import { measureBundleFloor } from "./scripts/lib/bundle-floor.mjs";
//   const { homeBytes, lazyRouteBytes } = await measureBundleFloor();
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { readBuild } from "./bundle-sizes.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const WEB = join(ROOT, "web");
const FLOOR_SOURCES = join(ROOT, "scripts", "bundle-floor");
const LIBRARIES = ["react", "react-dom", "@tanstack/react-router", "@tanstack/react-query"];

/** The node_modules folder a package resolves from, looked up from `from` the way Node does. */
function nodeModulesOf(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "node_modules", name, "package.json"))) return join(dir, "node_modules");
    if (dirname(dir) === dir) throw new Error(`${name} is not installed for web/: run npm ci.`);
  }
}

/**
 * The web's libraries, as web/ resolves them. The floor is built outside the repository, so its folder gets a
 * node_modules link to that one place; a library installed apart (a nested copy under web/) would make the floor
 * measure another version than the site's, so that is refused rather than guessed around.
 */
function webNodeModules() {
  const folders = new Set(LIBRARIES.map((name) => nodeModulesOf(name, WEB)));
  if (folders.size !== 1) throw new Error(`web's libraries are installed in several folders: ${[...folders].join(", ")}`);
  return [...folders][0];
}

/** web/vite.config.ts's `build` block, read from the file itself, so the floor follows whatever the site sets. */
async function siteBuildSettings() {
  const { loadConfigFromFile } = await import("vite");
  const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, join(WEB, "vite.config.ts"), WEB, "error");
  if (!loaded?.config.build) throw new Error("web/vite.config.ts has no build block to copy.");
  return loaded.config.build;
}

/** Builds the floor app into `folder`/dist. Runs in the child process, with NODE_ENV=production. */
async function buildFloor(folder) {
  // Its tsconfig.json stays behind: it extends the repository's, for the typecheck, and is not needed to build.
  for (const part of ["index.html", "src"]) cpSync(join(FLOOR_SOURCES, part), join(folder, part), { recursive: true });
  writeFileSync(join(folder, "package.json"), '{ "private": true, "type": "module" }\n');
  symlinkSync(webNodeModules(), join(folder, "node_modules"), "dir");
  const [{ build }, { default: react }, siteBuild] = await Promise.all([
    import("vite"),
    import("@vitejs/plugin-react"),
    siteBuildSettings(),
  ]);
  // Only the site's build settings, not its own plugins (the starter, the form guard, the compile hints): those are
  // the site's choices, measured on top of the floor.
  await build({
    configFile: false,
    root: folder,
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    build: { ...siteBuild, outDir: join(folder, "dist"), emptyOutDir: true },
  });
}

/**
 * Builds the floor and answers its first-load JavaScript (gzip -9 bytes): `homeBytes` for the index page (the entry
 * and its static imports: React, the router, the query cache and the page), `lazyRouteBytes` for the code-split
 * route (the same plus its own chunk). `seconds` is how long the build took.
 */
export async function measureBundleFloor() {
  const folder = mkdtempSync(join(tmpdir(), "devfolio-bundle-floor-"));
  const started = Date.now();
  try {
    // A child process: the build must see NODE_ENV=production (Vitest sets "test", which would give React's
    // development build), and Vite's own module graph stays out of a test's.
    await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), folder], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      timeout: 120_000,
    });
    const { manifest, entry, jsBytes, firstLoadOf } = readBuild(join(folder, "dist") + "/");
    const lazyKey = Object.keys(manifest).find((key) => manifest[key].isDynamicEntry);
    if (!lazyKey) throw new Error("The floor build has no code-split route chunk.");
    return {
      homeBytes: jsBytes(entry),
      lazyRouteBytes: jsBytes(firstLoadOf(lazyKey)),
      chunks: [...entry].map((key) => manifest[key].file),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildFloor(process.argv[2]);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
