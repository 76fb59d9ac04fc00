// `npm run bench:splash [-- --runs N]`: when a reader on a phone first sees the page, with the startup splash against
// the same page without it, in one run (issue 32). Each page is opened in a fresh browser context on the phone
// profile of the developers' guide: 4× slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms latency. "Without splash" is
// the same HTML with the splash's element and script cut out on the way in, so everything else is equal.
// Printed per page, medians of the runs, in ms from navigation start:
//   painted  the first contentful paint
//   load     the window's load event
//   seen     when the content is visible to the eye: the splash's removal (its fade has ended), or the first paint
//            when there is no splash
//   app      when the app has taken over (html[data-app-ready], web/src/features/shell/root-layout.tsx)
// Reuses a stack running on the configured ports; otherwise starts one and stops it at the end.
// Progress goes to stderr, the markdown table to stdout.
/* global window, document, MutationObserver -- read inside the page, by page.evaluate and addInitScript */
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumPath, firstId, QUIET_CHROMIUM_FLAGS } from "./lib/bench-pages.mjs";
import { useStack } from "./lib/bench-stack.mjs";
import { SITE_URL } from "./lib/config.mjs";
import { markdownTable, median } from "./lib/stats.mjs";

const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBytesPerSecond: (1.6e6 / 8) * 0.9, uploadBytesPerSecond: (750e3 / 8) * 0.9 };
const log = (message) => process.stderr.write(`${message}\n`);

const SPLASH_MARKUP = /<div id="splash"[\s\S]*?<\/div>\s*<\/div>\s*<script>[\s\S]*?<\/script>/;

/** One visit on the phone profile; answers the four times in ms. */
async function visitOnce(browser, path, withSplash) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    if (!withSplash) {
      await context.route((url) => url.href === `${SITE_URL}${path}`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        if (!SPLASH_MARKUP.test(html)) throw new Error(`${path}: no splash markup to cut out.`);
        await route.fulfill({ response, body: html.replace(SPLASH_MARKUP, "") });
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    // Times taken in the page itself, against its own clock, so the bench's own turns do not count.
    await page.addInitScript(() => {
      const times = (window.__benchTimes = {});
      new MutationObserver((_, observer) => {
        if (!times.splashGone && document.readyState !== "loading" && !document.getElementById("splash")) {
          times.splashGone = performance.now();
        }
        if (!times.app && document.documentElement.hasAttribute("data-app-ready")) {
          times.app = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${SITE_URL}${path}`, { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForFunction(() => !document.getElementById("splash"), undefined, { timeout: 60_000 });
    return page.evaluate((splashShown) => {
      const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const load = performance.getEntriesByType("navigation")[0].loadEventStart;
      const { splashGone, app } = window.__benchTimes;
      return { painted, load, seen: splashShown ? Math.max(painted, splashGone) : painted, app };
    }, withSplash);
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not '${values.runs}'.`);
  const stack = await useStack(log);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: QUIET_CHROMIUM_FLAGS,
  });
  try {
    const articleId = await firstId("/api/articles");
    const pages = [
      { name: "home", path: "/" },
      { name: "list (/articles)", path: "/articles" },
      { name: "item (an article)", path: `/articles/${articleId}` },
    ];
    const rows = [];
    for (const { name, path } of pages) {
      for (const withSplash of [true, false]) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          log(`${name}, ${withSplash ? "with" : "without"} splash, run ${run + 1}/${runs}`);
          samples.push(await visitOnce(browser, path, withSplash));
        }
        const pick = (key) => Math.round(median(samples.map((sample) => sample[key])));
        rows.push([name, withSplash ? "with splash" : "without", pick("painted"), pick("load"), pick("seen"), pick("app")]);
      }
    }
    console.log(`Phone profile (4× CPU, 1.6 Mbps, 150 ms), medians of ${runs} runs, ms from navigation start:\n`);
    console.log(markdownTable(["Page", "Variant", "painted", "load", "seen", "app"], rows));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
