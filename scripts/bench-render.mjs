// `npm run bench:render [-- options]`: the CPU time the `api` function spends rendering a page, per page, with the
// server bundle the web build made (web/dist-server/entry-server.js, which functions/build.mjs puts in the function)
// and the queries functions/src/handlers/site/pages.ts inlines: home, /projects, a project, an article, a random post,
// and two pages full of community (home with 50 comments of 20 replies and 100 reviews; a project with 50 comments).
//
// The data is read from the local stack's API (scripts/lib/render-cases.mjs; a running stack on the configured ports
// is reused, else one is started and stopped before measuring). --save-cases FILE keeps it; --cases FILE renders
// from such a file without any stack. --against DIR renders the same pages, in the same turns, with another build's
// dist-server folder (its app-shell.html beside it, or --against-shell FILE): before and after in one run.
//
//   npm run bench:render -- [--runs 30] [--warmup 5] [--only home,project] [--against DIR [--against-shell FILE]]
//                           [--cases FILE | --save-cases FILE]
// Markdown to stdout, progress to stderr.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ROOT } from "./lib/config.mjs";
import { markdownTable, median, percentile } from "./lib/stats.mjs";

// The origin the pages' canonical and preview links are made with: fixed, so every machine renders the same bytes.
const ORIGIN = "https://example.web.app";
const log = (message) => process.stderr.write(`${message}\n`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "30" },
      warmup: { type: "string", default: "5" },
      only: { type: "string" },
      against: { type: "string" },
      "against-shell": { type: "string" },
      cases: { type: "string" },
      "save-cases": { type: "string" },
    },
  });
  const whole = (name, least) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < least) throw new Error(`--${name} wants a whole number of at least ${least}, not '${values[name]}'.`);
    return value;
  };
  return {
    runs: whole("runs", 1),
    warmup: whole("warmup", 0),
    only: values.only ? new Set(values.only.split(",").map((name) => name.trim())) : null,
    against: values.against ? resolve(values.against) : null,
    againstShell: values["against-shell"] ? resolve(values["against-shell"]) : null,
    cases: values.cases ? resolve(values.cases) : null,
    saveCases: values["save-cases"] ? resolve(values["save-cases"]) : null,
  };
}

/** A server build to measure: its entry and the shell it renders into, checked before any work starts. */
function serverBuild(label, distServer, shellFile) {
  const entry = join(distServer, "entry-server.js");
  for (const file of [entry, shellFile]) {
    if (!existsSync(file)) throw new Error(`${label}: ${file} is missing (build the web: npm run build -w web).`);
  }
  return { label, entry, shellFile };
}

/** A build's renderDocument and shell. */
async function loadRenderer({ label, entry, shellFile }) {
  const { renderDocument } = await import(pathToFileURL(entry).href);
  if (typeof renderDocument !== "function") throw new Error(`${label}: ${entry} exports no renderDocument.`);
  return { label, renderDocument, shell: readFileSync(shellFile, "utf8") };
}

async function readCases({ cases, saveCases }) {
  if (cases) return JSON.parse(readFileSync(cases, "utf8"));
  const { useStack } = await import("./lib/bench-stack.mjs");
  const { readRenderCases } = await import("./lib/render-cases.mjs");
  const stack = await useStack(log);
  // Ctrl-C: a stack started here runs in its own process groups, so it must be stopped explicitly. A community load
  // left half-way is removed by the next run (community-load.mjs keeps a journal).
  const stopOnInterrupt = () => stack.stop().finally(() => process.exit(130));
  process.once("SIGINT", stopOnInterrupt);
  try {
    log("Reading the pages' data from the API (and adding, reading and removing the community load)...");
    const read = await readRenderCases();
    if (saveCases) writeFileSync(saveCases, JSON.stringify(read));
    return read;
  } finally {
    process.off("SIGINT", stopOnInterrupt);
    // Before measuring: a stack started here would otherwise take CPU from the renders.
    await stack.stop();
  }
}

/** One render's CPU time (this process, every thread) and wall time, in ms, and the page it made. */
async function timedRender(renderer, page) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const { html } = await renderer.renderDocument({ shell: renderer.shell, origin: ORIGIN, path: page.path, queries: page.queries });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs, html };
}

async function measurePage(renderers, page, { runs, warmup }) {
  const samples = new Map(renderers.map((renderer) => [renderer, { cpu: [], wall: [], html: "" }]));
  for (let round = 0; round < warmup; round += 1) {
    for (const renderer of renderers) samples.get(renderer).html = (await timedRender(renderer, page)).html;
  }
  for (let run = 0; run < runs; run += 1) {
    // Builds take turns, first one then the other, so neither always runs right after the other's garbage.
    const order = run % 2 === 0 ? renderers : [...renderers].reverse();
    for (const renderer of order) {
      const { cpuMs, wallMs, html } = await timedRender(renderer, page);
      const into = samples.get(renderer);
      into.cpu.push(cpuMs);
      into.wall.push(wallMs);
      into.html = html;
    }
  }
  return samples;
}

const ms = (value) => value.toFixed(1);

async function main() {
  const options = readOptions();
  const builds = [serverBuild("current", join(ROOT, "web", "dist-server"), join(ROOT, "web", "dist", "app-shell.html"))];
  if (options.against) {
    builds.push(serverBuild("against", options.against, options.againstShell ?? join(options.against, "app-shell.html")));
  }
  // The data first: a stack started for it builds the web again, and a renderer loaded before that could ask for
  // a lazy chunk the build has just replaced.
  const cases = (await readCases(options)).filter((page) => !options.only || options.only.has(page.name));
  if (cases.length === 0) throw new Error("--only named none of the pages.");
  const renderers = [];
  for (const build of builds) renderers.push(await loadRenderer(build));

  const rows = [];
  for (const page of cases) {
    log(`Rendering ${page.name} (${page.path}): ${options.warmup} warm-up and ${options.runs} measured renders per build`);
    const samples = await measurePage(renderers, page, options);
    const currentCpu = median(samples.get(renderers[0]).cpu);
    for (const renderer of renderers) {
      const { cpu, wall, html } = samples.get(renderer);
      // A build whose keys differ from the contract's would render the page without its data, cheaply: say so.
      const withData = page.marker ? html.includes(page.marker) : true;
      if (!withData) log(`  ${renderer.label}: the page lacks its data ("${page.marker}"): are its query keys the contract's?`);
      rows.push([
        page.name,
        `\`${page.path}\``,
        renderer.label,
        (html.length / 1024).toFixed(1),
        withData ? "yes" : "NO",
        ms(median(cpu)),
        ms(percentile(cpu, 0.95)),
        ms(median(wall)),
        ms(percentile(wall, 0.95)),
        renderer === renderers[0] ? "" : (currentCpu / median(cpu)).toFixed(2),
      ]);
    }
  }
  const named = builds.map((build) => `${build.label} = ${build.entry}`);
  console.log(`Server render cost, Node ${process.versions.node}: ${options.warmup} warm-up then ${options.runs} renders per page and build, builds in turns (${named.join("; ")}).\n`);
  const header = ["Page", "Path", "Build", "HTML (KB)", "Data rendered", "CPU median (ms)", "CPU p95 (ms)", "Wall median (ms)", "Wall p95 (ms)"];
  console.log(markdownTable(options.against ? [...header, "current/against CPU"] : header, options.against ? rows : rows.map((row) => row.slice(0, -1))));
}

try {
  await main();
  // firebase-admin (the community load) keeps sockets open; the work is done.
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
