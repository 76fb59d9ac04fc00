// `npm run bench:markdown [-- --runs 10]`: what rendering a long-form body costs at save (issue 35,
// docs/long-form.md): a 5,000-word post with 20 code blocks in five languages, headings, a table, lists and
// footnotes, through the renderer the api function runs (functions/src/long-form/render-markdown.ts, bundled here
// with esbuild as functions/build.mjs bundles lib/long-form.js). Prints the bundle's size and load time, the first
// render (which builds Shiki's highlighter), the median and worst of the next renders, and the sizes stored.
// Markdown to stdout, progress to stderr.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { ROOT } from "./lib/config.mjs";
import { markdownTable, median } from "./lib/stats.mjs";

const log = (message) => process.stderr.write(`${message}\n`);
const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Math.max(1, Number(values.runs));

const WORDS = "cache edge request latency render server client stream token index query shard replica write read queue batch retry budget".split(" ");
const CODE = {
  ts: (n) => `export async function load${n}(id: string): Promise<Item | null> {\n  const ref = db.collection("items").doc(id);\n  const snapshot = await ref.get();\n  // Item ${n}: null when missing.\n  return snapshot.exists ? (snapshot.data() as Item) : null;\n}`,
  python: (n) => `def score_${n}(items):\n    """Rank the items."""\n    total = sum(item.weight for item in items)\n    return [item.weight / total for item in items if total > 0]`,
  bash: (n) => `#!/usr/bin/env bash\nset -euo pipefail\nfor file in build/*.js; do\n  gzip -9 -k "$file" && echo "packed $file (${n})"\ndone`,
  json: (n) => `{\n  "name": "service-${n}",\n  "replicas": 3,\n  "limits": { "cpu": "500m", "memory": "256Mi" },\n  "tags": ["edge", "cache"]\n}`,
  css: (n) => `.card-${n} {\n  display: grid;\n  gap: 1rem;\n  color: light-dark(#101a2f, #e6ebf5);\n}`,
};
const LANGUAGES = Object.keys(CODE);

/** A post of `words` words in paragraphs of about 60, a section every 250 words, and `blocks` code blocks spread through it. */
function makePost(words, blocks) {
  const parts = ["# A long post", ""];
  let written = 0;
  let block = 0;
  let paragraph = 0;
  while (written < words) {
    if (paragraph % 4 === 0) parts.push(`## Section ${paragraph / 4 + 1}`, "");
    const sentence = Array.from({ length: 60 }, (_, index) => WORDS[(written + index) % WORDS.length]).join(" ");
    parts.push(`${sentence[0].toUpperCase()}${sentence.slice(1)} with **bold**, _italic_ and [a link](https://example.com/${paragraph}).`, "");
    written += 60 + 6;
    paragraph += 1;
    if (block < blocks && paragraph % Math.max(1, Math.floor(words / 66 / blocks)) === 0) {
      const language = LANGUAGES[block % LANGUAGES.length];
      parts.push(`\`\`\`${language}`, CODE[language](block), "```", "");
      block += 1;
    }
  }
  while (block < blocks) {
    const language = LANGUAGES[block % LANGUAGES.length];
    parts.push(`\`\`\`${language}`, CODE[language](block), "```", "");
    block += 1;
  }
  parts.push("| Layer | Hit rate | p95 |", "| --- | --: | --: |", "| CDN | 92% | 40 ms |", "| Function | 61% | 180 ms |", "");
  parts.push("- first\n- second\n- [x] done", "", "A claim.[^1]", "", "[^1]: Its source.");
  return parts.join("\n");
}

const folder = mkdtempSync(join(tmpdir(), "bench-markdown-"));
try {
  const outfile = join(folder, "long-form.js");
  log("Bundling the renderer...");
  await build({
    entryPoints: [join(ROOT, "functions/src/long-form/render-markdown.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node22",
    format: "cjs",
    logLevel: "warning",
  });
  const post = makePost(5000, 20);
  // Wall time, and this process's CPU time: on a shared machine the second says more about the renderer.
  const timed = async (work) => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(cpu);
    return { result, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
  const load = await timed(async () => createRequire(import.meta.url)(outfile));
  const { renderMarkdown } = load.result;
  const firstRun = await timed(() => renderMarkdown(post));
  const first = firstRun.result;
  const times = [];
  const cpus = [];
  for (let run = 0; run < runs; run += 1) {
    const each = await timed(() => renderMarkdown(post));
    times.push(each.wall);
    cpus.push(each.cpu);
    log(`run ${run + 1}/${runs}: ${each.wall.toFixed(1)} ms wall, ${each.cpu.toFixed(1)} ms CPU`);
  }
  const blocks = (post.match(/^```[a-z]/gm) ?? []).length;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const [load1] = (await import("node:os")).loadavg();
  console.log(`## Long-form render at save (${first.words} words read, ${blocks} code blocks, ${runs} runs, Node ${process.version}, load average ${load1.toFixed(1)})\n`);
  console.log(
    markdownTable(
      ["Figure", "Value"],
      [
        ["Renderer bundle (lib/long-form.js)", kb(statSync(outfile).size)],
        ["Loading it (once per instance), wall / CPU", `${load.wall.toFixed(0)} ms / ${load.cpu.toFixed(0)} ms`],
        ["First render (builds the highlighter), wall / CPU", `${firstRun.wall.toFixed(0)} ms / ${firstRun.cpu.toFixed(0)} ms`],
        ["Next renders, median wall / CPU", `${median(times).toFixed(0)} ms / ${median(cpus).toFixed(0)} ms`],
        ["Next renders, worst wall", `${Math.max(...times).toFixed(0)} ms`],
        ["Markdown stored", kb(Buffer.byteLength(post))],
        ["HTML stored", kb(Buffer.byteLength(first.html))],
        ["Text stored (search)", kb(Buffer.byteLength(first.text))],
      ],
    ),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
