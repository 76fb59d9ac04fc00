// `npm run bench:cold-start [-- --runs N] [--against OTHER/index.js]`: what a cold start of the `api` function costs before its first request.
// Loads the built bundle (functions/lib/index.js) in fresh Node processes, alternating with a bare module that loads
// only firebase-admin and firebase-functions (scripts/lib/bare-function.cjs), so both meet the same machine load.
// --against adds another build of the bundle (a copy of functions/lib/index.js from before a change) to the same turns.
// Then reports which packages the bundle loads, and which a page and an API request add; sharp must be none of them.
// Build first: `npm run build -w web && npm run build -w functions`. With a stack running on the configured ports
// (DEVFOLIO_PORT_OFFSET), the home page is served from its emulators too. Markdown to stdout, progress to stderr.
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { emulatorEnv, ROOT, SITE_URL } from "./lib/config.mjs";
import { BARE_FUNCTION, FUNCTION_BUNDLE, offlineFunctionEnv, probeFunctionLoad } from "./lib/function-load.mjs";
import { markdownTable, median, percentile } from "./lib/stats.mjs";

const log = (message) => process.stderr.write(`${message}\n`);
const ms = (value) => value.toFixed(0);

function readOptions() {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "15" }, against: { type: "string" } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not '${values.runs}'.`);
  const against = values.against ? resolve(values.against) : null;
  if (against && !existsSync(against)) throw new Error(`--against: ${against} does not exist.`);
  return { runs, against };
}

async function stackAnswers() {
  try {
    return (await fetch(`${SITE_URL}/api/profile`, { signal: AbortSignal.timeout(5000) })).status === 401;
  } catch {
    return false;
  }
}

/** The modules timed, by name: the bundle, the bare module, and the other build when --against names one. */
const modulesToTime = (against) => ({
  function: FUNCTION_BUNDLE,
  bare: BARE_FUNCTION,
  ...(against ? { against } : {}),
});

async function timeLoads(modules, runs) {
  const names = Object.keys(modules);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  // One of each first, not counted: the files come from disk once, then from the page cache as on a warm host.
  for (const path of Object.values(modules)) await probeFunctionLoad(path);
  for (let run = 0; run < runs; run += 1) {
    // Each run turns the order by one, so no module always follows the same one's leftovers.
    const order = names.map((_, index) => names[(index + run) % names.length]);
    for (const name of order) samples[name].push(await probeFunctionLoad(modules[name]));
    log(`run ${run + 1} of ${runs}: ${names.map((name) => `${name} ${ms(samples[name].at(-1).loadMs)} ms`).join(", ")}`);
  }
  return samples;
}

function loadTable(modules, samples) {
  const figures = (name) => {
    const of = (key) => samples[name].map((sample) => sample[key]);
    return {
      load: median(of("loadMs")),
      loadP95: percentile(of("loadMs"), 0.95),
      cpu: median(of("loadCpuMs")),
      process: median(of("processMs")),
      processP95: percentile(of("processMs"), 0.95),
      rss: median(samples[name].map((sample) => sample.afterLoad.rssMb)),
    };
  };
  const bare = figures("bare");
  const row = (label, f) => [label, ms(f.load), ms(f.loadP95), ms(f.cpu), ms(f.process), ms(f.processP95), String(f.rss)];
  const overBare = (label, f) => [label, ms(f.load - bare.load), "", ms(f.cpu - bare.cpu), ms(f.process - bare.process), "", String(f.rss - bare.rss)];
  const rows = [row(`\`${relative(ROOT, FUNCTION_BUNDLE)}\``, figures("function"))];
  if (modules.against) rows.push(row(`against: \`${modules.against}\``, figures("against")));
  rows.push(row("bare firebase-admin + firebase-functions", bare), overBare("function − bare (medians)", figures("function")));
  if (modules.against) rows.push(overBare("against − bare (medians)", figures("against")));
  return markdownTable(
    ["Module", "require median (ms)", "require p95 (ms)", "require CPU median (ms)", "process median (ms)", "process p95 (ms)", "RSS after load (MB)"],
    rows,
  );
}

const TOP_PACKAGES = 12;
const listed = (packages) =>
  Object.entries(packages)
    .slice(0, TOP_PACKAGES)
    .map(([name, files]) => `${name} (${files})`)
    .join(", ");
const added = (after, before) => Object.keys(after).filter((name) => !(name in before));

/** What the bundle loads at start and what serving adds, each with whether sharp is loaded. */
async function moduleReport(against) {
  const lines = [];
  if (against) {
    const { afterLoad } = await probeFunctionLoad(against);
    lines.push(
      `After loading the --against bundle: ${Object.keys(afterLoad.packages).length} packages, RSS ${afterLoad.rssMb} MB, ` +
        `sharp loaded: ${afterLoad.sharp ? "YES" : "no"}.`,
    );
  }
  const bare = await probeFunctionLoad(BARE_FUNCTION);
  // The API path needs no backend: a guest's /api/profile answers 401 before any read.
  const offline = await probeFunctionLoad(FUNCTION_BUNDLE, { serve: ["/api/profile"] });
  const { afterLoad } = offline;
  lines.push(
    `After loading the bundle: ${Object.keys(afterLoad.packages).length} packages, ${afterLoad.cachedFiles} files in require.cache, ` +
      `RSS ${afterLoad.rssMb} MB, sharp loaded: ${afterLoad.sharp ? "YES" : "no"}.`,
    `  Most files: ${listed(afterLoad.packages)}.`,
    `  Beyond the bare module's: ${added(afterLoad.packages, bare.afterLoad.packages).join(", ") || "nothing"}.`,
  );
  let served = offline.served;
  // A page reads Firestore: against the stand-in hosts it would wait out the client's retries, so only with a stack.
  if (await stackAnswers()) {
    const env = { ...emulatorEnv(), NODE_ENV: "production" };
    served = [...served, ...(await probeFunctionLoad(FUNCTION_BUNDLE, { serve: ["/"], env })).served];
  } else {
    lines.push(`  (No stack at ${SITE_URL}: the home page is not served; start one to see what a page request loads.)`);
  }
  for (const each of served) {
    lines.push(
      `After GET ${each.path} (${each.status}, ${ms(each.ms)} ms, the first request): ${Object.keys(each.packages).length} packages, ` +
        `RSS ${each.rssMb} MB, sharp loaded: ${each.sharp ? "YES" : "no"}; added: ${added(each.packages, each.beforeRequest).join(", ") || "nothing"}.`,
    );
  }
  return lines.join("\n");
}

async function main() {
  if (!existsSync(FUNCTION_BUNDLE)) {
    throw new Error("functions/lib/index.js is missing: run `npm run build -w web && npm run build -w functions` first.");
  }
  const { runs, against } = readOptions();
  const modules = modulesToTime(against);
  log(`Loading ${Object.keys(modules).join(", ")} ${runs} times each, in turns...`);
  const samples = await timeLoads(modules, runs);
  console.log(`Cold start: ${runs} fresh Node ${process.versions.node} processes per module, in turns (offline env: ${Object.keys(offlineFunctionEnv()).length} stand-in variables).\n`);
  console.log(loadTable(modules, samples));
  console.log(`\n"require" is the time (and CPU time) of require() in the child; "process" is spawn to exit, Node's own start included.\n`);
  console.log(await moduleReport(against));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exit(1);
}
