// Prints the figures of docs/performance.md "The owner's Stats page": how long the owner's /stats takes to draw its
// first chart, beside the owner's /projects drawing its first card in the same run (a page of the site the owner
// already knew), over the local site (`npm start`, or a stack this script starts and stops). Each load is a fresh
// page in the owner's logged-in browser context, with the HTTP cache off; one load of each first warms the function.
// The first-load JavaScript of each route is what `npm run build` prints (scripts/bundle-report.mjs).
//
//   npm run bench:stats-page -- --runs 5
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "./lib/bench-pages.mjs";
import { useStack } from "./lib/bench-stack.mjs";
import { SITE_URL, readOwnerSettings } from "./lib/config.mjs";
import { DEMO_PASSWORDS } from "./lib/seed-data.mjs";
import { percentile } from "./lib/stats.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const RUNS = Number(values.runs);
const PAGES = [
  { path: "/stats", drawn: 'svg.stats-chart__svg[role="img"]', what: "first chart" },
  { path: "/projects", drawn: ".card-grid a", what: "first card" },
];

const log = (line) => console.error(line);
const stack = await useStack(log);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: QUIET_CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ baseURL: SITE_URL });
  const login = await context.newPage();
  const answer = await login.request.post(`${SITE_URL}/api/login`, {
    data: { email: readOwnerSettings().email, password: DEMO_PASSWORDS.owner },
    headers: { Origin: SITE_URL },
  });
  if (!answer.ok()) throw new Error(`The owner could not log in: ${answer.status()}`);
  // The web's UI hint of a session (never a credential), so the page renders as the owner's at once.
  await login.goto("/");
  await login.evaluate(() => localStorage.setItem("token", "bench"));
  await login.close();

  for (const { path, drawn, what } of PAGES) {
    const times = [];
    for (let run = -1; run < RUNS; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.goto(path);
      await page.locator(drawn).first().waitFor({ timeout: 30_000 });
      if (run >= 0) times.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
    console.log(`${path.padEnd(10)} ${what} drawn after p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms (${RUNS} loads)`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
