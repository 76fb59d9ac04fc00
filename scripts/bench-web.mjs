// `npm run bench:web [-- --runs N] [--only home,project-community]`: Lighthouse (mobile, default simulated
// throttling) on seven pages of the local site, each beside a static-HTML baseline of the same page: the DOM the app
// rendered, without its JavaScript. The baseline shows what the page would cost if it were plain HTML, so
// "LCP page/baseline" is the price of the SPA.
// The five pages first, as the demo content has them; then two pages full of community (issue 21): the home page
// with 50 comments of 20 replies each and 100 reviews, and the first project with 50 comments. Their load is written
// into Firestore only for their turn and removed after it (scripts/lib/community-load.mjs), since a developer's
// `npm start` shares that database.
// Reuses a stack running on the configured ports (and leaves it running); otherwise starts one and stops it at the end.
// Progress goes to stderr, the markdown table to stdout. docs/performance.md says how to read it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { chromium } from "playwright-core";
import { chromiumPath, firstId, QUIET_CHROMIUM_FLAGS } from "./lib/bench-pages.mjs";
import { useStack } from "./lib/bench-stack.mjs";
import { addCommunityLoad, COMMUNITY_LOAD, removeCommunityLoad, removeLeftoverCommunityLoad } from "./lib/community-load.mjs";
import { ROOT, SITE_URL } from "./lib/config.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

// chrome-launcher starts Chromium itself: headless is one of its flags.
const CHROMIUM_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// web/dist is what the Hosting emulator serves, read live from disk, so a file written there is a page at once.
const BASELINE_DIR = join(ROOT, "web", "dist", "bench-baseline");
const QUIET_NETWORK_MS = 500;
const QUIET_NETWORK_TIMEOUT_MS = 30_000;

const log = (message) => process.stderr.write(`${message}\n`);

const PAGE_NAMES = ["home", "projects", "project", "article", "random-post", "home-community", "project-community"];

function readOptions() {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "1" }, only: { type: "string" } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs wants a whole number of at least 1, not '${values.runs}'.`);
  }
  const only = values.only ? values.only.split(",").map((name) => name.trim()) : PAGE_NAMES;
  const unknown = only.filter((name) => !PAGE_NAMES.includes(name));
  if (unknown.length > 0) throw new Error(`--only: unknown page ${unknown.join(", ")}; the pages are ${PAGE_NAMES.join(", ")}.`);
  return { runs, only: new Set(only) };
}

/** The seven pages, with real ids read from the API so the detail pages exist; `community` marks the heavy two. */
async function pagesToMeasure() {
  const [project, article, randomPost] = await Promise.all(
    ["/api/projects", "/api/articles", "/api/random-post"].map(firstId),
  );
  return {
    projectId: project,
    pages: [
      { name: "home", path: "/" },
      { name: "projects", path: "/projects" },
      { name: "project", path: `/projects/${project}` },
      { name: "article", path: `/articles/${article}` },
      { name: "random-post", path: `/random-posts/${randomPost}` },
      { name: "home-community", path: "/", community: true },
      { name: "project-community", path: `/projects/${project}`, community: true },
    ],
  };
}

/**
 * Waits until a guest's home page would show the community load. The function keeps the home page's lists for
 * PUBLIC_READ_TTL_MS per instance (functions/src/services/public-read-cache.ts), so a page measured sooner could be
 * rendered from the lists as they were; after that long every instance's copy is younger than the load.
 */
async function untilGuestsSeeCommunityLoad(writtenAt) {
  const { PUBLIC_READ_TTL_MS } = await loadTypeScript(
    "public-read-ttl",
    'export { PUBLIC_READ_TTL_MS } from "./functions/src/services/public-read-cache";',
  );
  const waitMs = writtenAt + PUBLIC_READ_TTL_MS + 1000 - Date.now();
  if (waitMs > 0) {
    log(`Waiting ${(waitMs / 1000).toFixed(0)} s for the function's copy of the home lists to expire`);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  const comments = await (await fetch(`${SITE_URL}/api/home-comments`)).json();
  const reviews = await (await fetch(`${SITE_URL}/api/reviews`)).json();
  const loaded =
    comments.length === COMMUNITY_LOAD.homeComments &&
    comments.every((comment) => comment.replyCount === COMMUNITY_LOAD.repliesEach) &&
    reviews.length >= COMMUNITY_LOAD.reviews;
  if (!loaded) throw new Error("A guest does not see the community load: is another run writing to this database?");
}

/**
 * Counts the tab's requests from before its navigation, and answers a wait for none in flight for `quietMs`.
 * Playwright's own "networkidle" fires once per navigation, possibly before the app's data requests started.
 */
function trackRequests(tab) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  tab.on("request", () => change(1));
  tab.on("requestfinished", () => change(-1));
  tab.on("requestfailed", () => change(-1));
  return async function quiet(quietMs = QUIET_NETWORK_MS) {
    const deadline = Date.now() + QUIET_NETWORK_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) {
        log(`  ${inFlight} request(s) still open after ${QUIET_NETWORK_TIMEOUT_MS / 1000} s; taking the page as it is`);
        return;
      }
      await tab.waitForTimeout(100);
    }
  };
}

/** The page as a phone shows it once the app has rendered, with every script and module preload removed. */
async function renderedHtml(browser, path) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  // The same screen and user agent as Lighthouse's mobile run, so the baseline has the markup that run sees.
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    // No internet here: fail third-party requests at once instead of waiting for them to time out.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const tab = await context.newPage();
    const networkQuiet = trackRequests(tab);
    await tab.goto(`${SITE_URL}${path}`);
    await tab.getByRole("status", { name: "Loading" }).waitFor({ state: "detached" });
    await tab.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await networkQuiet();
    await tab
      .locator("script, link[rel=modulepreload]")
      .evaluateAll((elements) => elements.forEach((element) => element.remove()));
    const html = await tab.locator("html").evaluate((root) => root.outerHTML);
    // outerHTML has no doctype; without one the baseline would render in quirks mode and lose Best Practices points.
    return `<!DOCTYPE html>\n${html}`;
  } finally {
    await context.close();
  }
}

/** Writes every baseline under web/dist/bench-baseline/ and answers its URL path (cleanUrls drops ".html"). */
async function writeBaselines(pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: QUIET_CHROMIUM_FLAGS });
  try {
    mkdirSync(BASELINE_DIR, { recursive: true });
    for (const page of pages) {
      log(`Rendering ${page.path} for its baseline`);
      writeFileSync(join(BASELINE_DIR, `${page.name}.html`), await renderedHtml(browser, page.path));
      page.baselinePath = `/bench-baseline/${page.name}`;
      await assertServedAsStatic(page.baselinePath);
    }
  } finally {
    await browser.close();
  }
}

/** Hosting rewrites every unknown path to index.html; make sure the baseline is the file we wrote, not the app. */
async function assertServedAsStatic(path) {
  const html = await (await fetch(`${SITE_URL}${path}`)).text();
  if (html.includes("<script")) {
    throw new Error(`${path} answers the app, not the baseline: was web/dist rebuilt during the run? Run again.`);
  }
}

function score(lhr, category) {
  const { score: fraction } = lhr.categories[category];
  return fraction === null ? null : Math.round(fraction * 100);
}
const numeric = (lhr, audit) => lhr.audits[audit].numericValue ?? null;

function javascriptBytes(lhr) {
  const rows = lhr.audits["resource-summary"].details?.items ?? [];
  return rows.find((row) => row.resourceType === "script")?.transferSize ?? 0;
}

function summarize(lhr) {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: javascriptBytes(lhr),
  };
}

async function lighthouseOnce(port, path) {
  const { lhr } = await lighthouse(`${SITE_URL}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) log(`  warning: ${warning}`);
  return summarize(lhr);
}

/**
 * Runs Lighthouse `runs` times, one after another, and answers the median run by performance score.
 * `checkRun` may throw on a run whose figures cannot be trusted.
 */
async function measure(port, path, runs, checkRun = () => {}) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`Lighthouse ${path} (run ${run} of ${runs})`);
    const result = await lighthouseOnce(port, path);
    checkRun(result);
    results.push(result);
  }
  results.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return results[Math.floor((results.length - 1) / 2)];
}

/**
 * A web build empties web/dist, baselines included, and Hosting then answers the app for their paths.
 * Checked before and after, so such a run fails instead of printing the app's figures as a baseline's.
 */
async function measureBaseline(port, path, runs) {
  await assertServedAsStatic(path);
  return measure(port, path, runs, ({ jsBytes }) => {
    if (jsBytes > 0) throw new Error(`${path} loaded JavaScript: was web/dist rebuilt during the run? Run again.`);
  });
}

const HEADER = [
  "Page", "Path", "Perf", "A11y", "BP", "SEO", "FCP (ms)", "LCP (ms)", "TBT (ms)", "CLS",
  "JS transferred (KB)", "LCP page/baseline",
];

function tableRow(label, path, result, lcpRatio) {
  const shown = (value, format) => (value === null ? "n/a" : format(value));
  return [
    label,
    `\`${path}\``,
    shown(result.performance, String),
    shown(result.accessibility, String),
    shown(result.bestPractices, String),
    shown(result.seo, String),
    shown(result.fcp, (ms) => ms.toFixed(0)),
    shown(result.lcp, (ms) => ms.toFixed(0)),
    shown(result.tbt, (ms) => ms.toFixed(0)),
    shown(result.cls, (cls) => cls.toFixed(3)),
    (result.jsBytes / 1024).toFixed(1),
    lcpRatio,
  ];
}

function markdownTable(rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(HEADER), line(HEADER.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * Baselines for `pages`, then Lighthouse on each page and its baseline, one page at a time (the machine has two
 * cores, and parallel runs would skew each other's timings). Answers the table's rows.
 */
async function measurePages(pages, runs, browsers) {
  // Rendering the baselines first also warms the Functions emulator, so no page pays its cold start.
  await writeBaselines(pages);
  // handleSIGINT off: main's handler kills Chromium along with everything else.
  browsers.chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const rows = [];
  try {
    for (const page of pages) {
      const app = await measure(browsers.chrome.port, page.path, runs);
      const baseline = await measureBaseline(browsers.chrome.port, page.baselinePath, runs);
      const ratio = app.lcp && baseline.lcp ? (app.lcp / baseline.lcp).toFixed(2) : "n/a";
      rows.push(
        tableRow(page.name, page.path, app, ratio),
        tableRow(`${page.name} (baseline)`, page.baselinePath, baseline, ""),
      );
    }
  } finally {
    browsers.chrome.kill();
    browsers.chrome = null;
  }
  return rows;
}

async function main() {
  const { runs, only } = readOptions();
  const stack = await useStack(log);
  const browsers = { chrome: null };
  let journal = null;
  const cleanUp = async () => {
    browsers.chrome?.kill();
    rmSync(BASELINE_DIR, { recursive: true, force: true });
    if (journal) await removeCommunityLoad(journal);
    journal = null;
    await stack.stop();
  };
  // Ctrl-C: a stack started here runs in its own process groups, so it must be stopped explicitly.
  process.once("SIGINT", () => cleanUp().finally(() => process.exit(130)));
  try {
    if (await removeLeftoverCommunityLoad()) log("Removed the community load an interrupted run left behind");
    const { projectId, pages } = await pagesToMeasure();
    const selected = pages.filter((page) => only.has(page.name));
    const rows = [];
    const ordinary = selected.filter((page) => !page.community);
    if (ordinary.length > 0) rows.push(...(await measurePages(ordinary, runs, browsers)));
    const community = selected.filter((page) => page.community);
    if (community.length > 0) {
      log("Adding the community load: 50 home comments of 20 replies, 100 reviews, 50 comments on the project");
      journal = await addCommunityLoad({ collection: "projects", id: projectId });
      await untilGuestsSeeCommunityLoad(Date.now());
      rows.push(...(await measurePages(community, runs, browsers)));
      log("Removing the community load");
      await removeCommunityLoad(journal);
      journal = null;
    }
    console.log(markdownTable(rows));
  } finally {
    await cleanUp();
  }
}

try {
  await main();
  // Lighthouse and firebase-admin can leave handles open; the work is done.
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
