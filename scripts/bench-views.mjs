// Prints the figures of docs/performance.md "Page views: 1,000 of one page in a minute" against the local site
// (`npm start`, or a stack this script starts and stops): 1,000 views of one page, each from a visitor of its own
// (a user agent of its own), sent through Hosting to POST /api/views at 20 at a time, as fast as they are answered;
// then 200 repeats by visitors already counted. It prints the 5xx answers, p50/p95 latency, the elapsed time, the
// number GET /api/stats reports for the page (which must be 1,000), and the documents written per counted view.
//
// The page is one of its own, /projects/bench-views-<run> (no such project: the Stats page calls it "A removed
// project"), so the count is this run's alone; its marks are deleted at the end, as the TTL would.
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { useStack } from "./lib/bench-stack.mjs";
import { PROJECT_ID, SITE_URL, emulatorEnv } from "./lib/config.mjs";
import { ownerSessionCookie } from "./lib/demo-sessions.mjs";
import { percentile } from "./lib/stats.mjs";

const VIEWS = 1_000;
const REPEATS = 200;
const CONCURRENCY = 20;
const RUN = randomUUID().slice(0, 8);
const PATH = `/projects/bench-views-${RUN}`;
const today = () => new Date().toISOString().slice(0, 10);

Object.assign(process.env, emulatorEnv());
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-views"));

/** A desktop Chrome whose build number is the visitor's own: one visitor each, as distinct people would be. */
const agentOf = (visitor) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${Math.floor(visitor / 250)}.${visitor % 250} Safari/537.36`;

async function sendView(visitor, path = PATH) {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}/api/views`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": agentOf(visitor), Origin: SITE_URL },
    body: JSON.stringify({ path, referrer: visitor % 3 === 0 ? "www.google.com" : undefined }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Sends views for `visitors`, `CONCURRENCY` at a time; answers each one's status and time. */
async function sendAll(visitors, path = PATH) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < visitors.length) {
      const visitor = visitors[next];
      next += 1;
      try {
        results.push(await sendView(visitor, path));
      } catch {
        results.push({ status: 0, ms: 0 });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

async function ownerStats() {
  const cookie = await ownerSessionCookie();
  const started = performance.now();
  const response = await fetch(`${SITE_URL}/api/stats?days=7`, { headers: { Cookie: cookie } });
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

const marksOfPage = async () => (await db.collection("statsMarks").where("path", "==", PATH).where("day", "==", today()).count().get()).data().count;

const log = (line) => console.log(line);
const stack = await useStack(log);
try {
  // Warm-up views of another page first, as many at once as the run sends: the Functions emulator runs each
  // concurrent request in a worker process of its own and starts those on demand (one deployed instance takes 40
  // at once), and the day's salt is made. A burst into a cold emulator loses requests to its worker start-up on
  // two cores: those are the emulator's, not the counting's.
  const warmup = await sendAll(Array.from({ length: CONCURRENCY * 3 }, (_, index) => VIEWS + index), `${PATH}-warm-up`);
  if (warmup.some((result) => result.status !== 204)) throw new Error(`Warm-up answers: ${warmup.map((result) => result.status).join(", ")}`);
  const marksBefore = (await db.collection("statsMarks").count().get()).data().count;

  const started = performance.now();
  const results = await sendAll(Array.from({ length: VIEWS }, (_, visitor) => visitor));
  const elapsed = (performance.now() - started) / 1000;
  const repeatsStarted = performance.now();
  const repeats = await sendAll(Array.from({ length: REPEATS }, (_, index) => index * 5));
  const repeatsElapsed = (performance.now() - repeatsStarted) / 1000;
  const marksAfter = (await db.collection("statsMarks").count().get()).data().count;

  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const statuses = new Map();
  for (const { status } of [...results, ...repeats]) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const fivexx = [...results, ...repeats].filter((result) => result.status >= 500 || result.status === 0).length;
  const stats = await ownerStats();
  const reported = stats.body.topPages?.find((page) => page.path === PATH)?.views ?? 0;
  const counted = await marksOfPage();

  console.log("");
  console.log(`POST /api/views: ${VIEWS} views of ${PATH} by ${VIEWS} visitors, ${CONCURRENCY} at a time, through Hosting`);
  console.log(`  elapsed ${elapsed.toFixed(1)} s (${(VIEWS / elapsed).toFixed(0)} views/s); p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`);
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}; 5xx or failed: ${fivexx}`);
  console.log(`  then ${REPEATS} repeats by visitors already counted: ${repeatsElapsed.toFixed(1)} s`);
  console.log(`  GET /api/stats?days=7 (${stats.status}, ${stats.ms.toFixed(0)} ms) reports ${reported} views of the page: ${reported === VIEWS ? "none lost" : "MISMATCH"}`);
  console.log(`  marks stored: ${marksAfter - marksBefore} new documents for ${counted} counted views and ${REPEATS} repeats: ${((marksAfter - marksBefore) / counted).toFixed(2)} writes per counted view, 0 per repeat`);
  console.log("  reads per view: none (the day's salt is read once per function instance and kept; a signed-in caller's session is one read)");
  if (reported !== VIEWS || fivexx > 0 || elapsed > 60) process.exitCode = 1;
} finally {
  const writer = db.bulkWriter();
  for (const path of [PATH, `${PATH}-warm-up`]) {
    for (const doc of (await db.collection("statsMarks").where("path", "==", path).get()).docs) void writer.delete(doc.ref);
  }
  await writer.close();
  await stack.stop();
}
