// `npm run bench:floor`: the first-load JavaScript of a bare React 19 + TanStack Router + TanStack Query app built
// with the site's Vite build settings (scripts/lib/bundle-floor.mjs), beside the site's own figures from web/dist
// when a build is there (`npm run build -w web` first). Issue 21's budget: every page at most 1.3 times the floor.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { measureBundleFloor } from "./lib/bundle-floor.mjs";
import { measureBundle } from "./lib/bundle-sizes.mjs";

const BUDGET_FACTOR = 1.3;
const SITE_DIST = fileURLToPath(new URL("../web/dist/", import.meta.url));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const floor = await measureBundleFloor();
const rows = [
  ["floor: index page (entry + imports)", floor.homeBytes],
  ["floor: code-split route", floor.lazyRouteBytes],
];

if (existsSync(`${SITE_DIST}.vite/manifest.json`)) {
  const { entryBytes, routes } = measureBundle(SITE_DIST);
  const home = routes.find(({ route }) => route === "index.tsx");
  const largest = routes.reduce((top, route) => (route.bytes > top.bytes ? route : top));
  rows.push(["site: entry (every page)", entryBytes]);
  if (home) rows.push(["site: home (`index.tsx`)", home.bytes]);
  rows.push([`site: largest route (\`${largest.route}\`)`, largest.bytes]);
} else {
  console.error("No web/dist build: run `npm run build -w web` to see the site beside the floor.");
}

console.log(`Floor built in ${floor.seconds.toFixed(1)} s; budget ${BUDGET_FACTOR} × floor = ${kb(floor.homeBytes * BUDGET_FACTOR)} KB.\n`);
console.log("| First-load JS (gzip -9) | KB | × floor |");
console.log("| --- | --- | --- |");
for (const [name, bytes] of rows) console.log(`| ${name} | ${kb(bytes)} | ${(bytes / floor.homeBytes).toFixed(2)} |`);
