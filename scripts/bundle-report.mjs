// Prints the gzip size of the JavaScript each page loads first, and of each demo tool's own code, from the
// Vite manifest of the last web build. Run `npm run build -w web` first.
//   node scripts/bundle-report.mjs
import { fileURLToPath } from "node:url";
import { measureBundle } from "./lib/bundle-sizes.mjs";

const { entryBytes, routes, tools } = measureBundle(fileURLToPath(new URL("../web/dist/", import.meta.url)));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (name, bytes) => console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(9)}`);

console.log(`First-load JS (gzip): the entry and its imports, plus the route's own chunk and imports\n`);
row("(every page: entry)", entryBytes);
for (const { route, bytes } of routes) row(route, bytes);

console.log(`\nDemo tools (gzip): what a tool's project page loads on top of the page itself\n`);
for (const { tool, bytes } of tools) row(tool, bytes);
