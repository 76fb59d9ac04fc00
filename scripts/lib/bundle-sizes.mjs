// The gzip size of the JavaScript each page needs before it runs, read from the Vite manifest of the last web build.
// scripts/bundle-report.mjs prints these figures and tests/build/bundle-budget.test.ts holds them to the budget;
// scripts/lib/bundle-floor.mjs measures the bare React app the budget is set against with the same functions.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * Reads the manifest of a build folder (ending in a slash) and answers how its figures are made: the static closure
 * of a manifest key, the gzip bytes of a set of keys' JavaScript, and the entry's closure (what every page loads).
 */
export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));
  const gzipBytes = new Map();
  const gzipSize = (file) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(dist + file), { level: 9 }).length);
    return gzipBytes.get(file);
  };

  /** The chunks a module needs before it runs: itself and its static imports, transitively. */
  const staticClosure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
    return into;
  };
  const jsBytes = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith(".js"))
      .reduce((sum, file) => sum + gzipSize(file), 0);

  const entry = staticClosure(Object.keys(manifest).find((key) => manifest[key].isEntry));
  /** What a page whose own code is the chunk of `key` loads first: the entry's closure and that chunk's. */
  const firstLoadOf = (key) => new Set([...entry, ...staticClosure(key)]);
  return { manifest, entry, staticClosure, jsBytes, firstLoadOf };
}

/** Reads web/dist (or another build folder, ending in a slash) and measures every route's first load. */
export function measureBundle(dist) {
  const { manifest, entry, staticClosure, jsBytes, firstLoadOf } = readBuild(dist);
  // TanStack Router's code splitting gives each route's screens one chunk, keyed "src/routes/<file>?tsr-split=...".
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith("src/routes/") && key.includes("?tsr-split="));
  const routes = routeKeys
    .map((key) => ({ route: key.replace("src/routes/", "").replace(/\?tsr-split=.*$/, ""), bytes: jsBytes(firstLoadOf(key)) }))
    .sort((a, b) => a.route.localeCompare(b.route));

  const projectKey = routeKeys.find((key) => key.startsWith("src/routes/projects/$id.tsx"));
  const projectPage = projectKey ? firstLoadOf(projectKey) : entry;
  const tools = Object.keys(manifest)
    .filter((key) => key.startsWith("src/features/tools/") && manifest[key].isDynamicEntry)
    .sort()
    .map((key) => ({
      tool: key.replace("src/features/tools/", ""),
      bytes: jsBytes([...staticClosure(key)].filter((chunk) => !projectPage.has(chunk))),
    }));

  return { entryBytes: jsBytes(entry), routes, tools };
}
