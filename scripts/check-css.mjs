// Fails when web/src's stylesheets define a selector twice in the same @media / @supports context:
// - in two files, alone or in a selector list. The build ships one stylesheet (cssCodeSplit: false), so both
//   definitions meet there and the bundle's file order, not the code, decides which values win;
// - twice in one file, as the same selector list (as stylelint's no-duplicate-selectors, which sees one file at
//   a time). A selector alone after a list that holds it (`.a, .b {...} .a {...}`) is the usual way to share
//   declarations, and its order is the file's own, so that stays allowed.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCE = join(ROOT, "web", "src");

function* cssFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(path);
    else if (entry.name.endsWith(".css")) yield path;
  }
}

const squash = (text) => text.replace(/\s+/g, " ").trim();

/** The at-rules a rule sits in, outermost first, such as "@media (min-width: 640px)"; null inside @keyframes. */
function contextOf(rule) {
  const chain = [];
  for (let node = rule.parent; node && node.type !== "root"; node = node.parent) {
    if (node.type !== "atrule") continue;
    // A keyframe's "from" and "50%" are steps of that animation, not selectors.
    if (/keyframes$/i.test(node.name)) return null;
    chain.unshift(squash(`@${node.name} ${node.params}`));
  }
  return chain.join(" ");
}

/** Where each selector list, and each single selector, is defined in its context, as "file:line". */
const lists = new Map();
const files = new Map();
const add = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);
for (const file of cssFiles(SOURCE)) {
  const name = relative(ROOT, file);
  postcss.parse(readFileSync(file, "utf8"), { from: file }).walkRules((rule) => {
    const context = contextOf(rule);
    if (context === null) return;
    const where = `${name}:${rule.source?.start?.line ?? "?"}`;
    const selectors = rule.selectors.map(squash);
    const inContext = (selector) => (context ? `${context} { ${selector} }` : selector);
    add(lists, inContext([...selectors].sort().join(", ")), where);
    for (const selector of selectors) add(files, inContext(selector), where);
  });
}

const fileOf = (where) => where.slice(0, where.lastIndexOf(":"));
const duplicates = [
  ...[...lists].filter(([, where]) => new Set(where.map(fileOf)).size < where.length),
  ...[...files].filter(([, where]) => new Set(where.map(fileOf)).size > 1),
];
for (const [key, where] of duplicates) console.error(`${key} is defined ${where.length} times: ${where.join(", ")}`);
if (duplicates.length > 0) {
  console.error(
    `\n${duplicates.length} selector(s) defined more than once. Keep one definition: share it from a component's ` +
      "stylesheet, or give the variant a modifier class.",
  );
  process.exit(1);
}
console.log("check-css: no selector of web/src is defined twice.");
