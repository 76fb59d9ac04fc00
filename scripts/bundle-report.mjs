// Prints the gzip size of the JavaScript each page loads first, and of each demo tool's own code, from the
// Vite manifest of the last web build. Run `npm run build -w web` first.
//   node scripts/bundle-report.mjs
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL("../web/dist/", import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, "utf8"));

const gzipBytes = new Map();
function gzipSize(file) {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(dist + file), { level: 9 }).length);
  return gzipBytes.get(file);
}

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const jsBytes = (keys) =>
  [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js")).reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = staticClosure(entryKey);

// TanStack Router's code splitting gives each route component a chunk keyed "src/routes/<file>?tsr-split=component".
const routeChunks = Object.keys(manifest)
  .filter((key) => key.startsWith("src/routes/") && key.endsWith("?tsr-split=component"))
  .sort();
const routeFirstLoad = (key) => new Set([...entry, ...staticClosure(key)]);

console.log(`First-load JS (gzip): the entry and its imports, plus the route's own chunk and imports\n`);
console.log(`  ${"(every page: entry)".padEnd(40)} ${kb(jsBytes(entry)).padStart(9)}`);
for (const key of routeChunks) {
  const route = key.replace("src/routes/", "").replace("?tsr-split=component", "");
  console.log(`  ${route.padEnd(40)} ${kb(jsBytes(routeFirstLoad(key))).padStart(9)}`);
}

const projectPage = routeFirstLoad("src/routes/projects/$id.tsx?tsr-split=component");
const tools = Object.keys(manifest).filter((key) => key.startsWith("src/features/tools/") && manifest[key].isDynamicEntry);
console.log(`\nDemo tools (gzip): what a tool's project page loads on top of the page itself\n`);
for (const key of tools.sort()) {
  const own = [...staticClosure(key)].filter((chunk) => !projectPage.has(chunk));
  console.log(`  ${key.replace("src/features/tools/", "").padEnd(40)} ${kb(jsBytes(own)).padStart(9)}`);
}
