// Prints the figures of docs/import-export.md "Import of a 2,000-post WordPress export" against the local site
// (`npm start`, or a stack this script starts and stops). For 200 and for 2,000 posts (`--posts N` for one size):
// - the export's size, and reading it in this process with the import's own reader: time and memory held;
// - through the API as the owner: upload until the dry run is ready (the read task), then the import until its report
//   (one task per 25 entries), the number of tasks, and the longest one against the importTasks time-out;
// every 10th post has a featured image, served from a local server and brought in through the guarded fetch.
// Everything imported is removed at the end.
import { createServer } from "node:http";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import sharp from "sharp";
import { useStack } from "./lib/bench-stack.mjs";
import { BUCKET, PROJECT_ID, SITE_URL, emulatorEnv } from "./lib/config.mjs";
import { ownerSessionCookie } from "./lib/demo-sessions.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";
import { markdownTable } from "./lib/stats.mjs";
import { wxrOfPosts } from "./lib/wxr-sample.mjs";

const SIZES = process.argv.includes("--posts") ? [Number(process.argv[process.argv.indexOf("--posts") + 1])] : [200, 2_000];
/** The importTasks function's timeoutSeconds (functions/src/index.ts). */
const TASK_TIMEOUT_S = 540;
const ENTRIES_PER_TASK = 25;
const KINDS = { articles: "articles" };

const log = (line) => console.error(line);
Object.assign(process.env, emulatorEnv());
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "bench-import");
const db = getFirestore(app);
const bucket = getStorage(app).bucket();

const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(1);

async function imageServer() {
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f6f9f" } }).jpeg({ quality: 80 }).toBuffer();
  const server = createServer((request, response) => response.writeHead(200, { "Content-Type": "image/jpeg" }).end(picture));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Reading the file with the import's reader, in this process: how long, and how much memory the result holds. */
async function readLocally(readImportFile, bytes) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const read = readImportFile(bytes, "bench.xml");
  const ms = performance.now() - started;
  const held = process.memoryUsage().rss - before;
  return { ms, held, entries: read.format === "entries" ? read.parsed.entries.length : 0 };
}

async function call(path, init, cookie) {
  const response = await fetch(`${SITE_URL}${path}`, { ...init, headers: { ...init.headers, Cookie: cookie, Origin: SITE_URL } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${body.message}`);
  return body.job;
}

/** Polls the job until `status`; answers when it got there and the moments progress moved (for the tasks' lengths). */
async function waitFor(id, statuses, cookie) {
  const moves = [];
  let last = -1;
  for (;;) {
    const job = await call(`/api/imports/${id}`, {}, cookie);
    if (job.progress.done !== last) {
      moves.push(performance.now());
      last = job.progress.done;
    }
    if (statuses.includes(job.status)) return { job, moves };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function removeImported(jobId) {
  const items = await db.collection(KINDS.articles).where("importedFrom.jobId", "==", jobId).get();
  const writer = db.bulkWriter();
  for (const doc of items.docs) {
    await db.recursiveDelete(doc.ref, writer);
    await bucket.deleteFiles({ prefix: `media/articles/${doc.id}/` });
  }
  for (const name of ["importedEntries"]) {
    const lines = await db.collection(name).where("jobId", "==", jobId).get();
    for (const doc of lines.docs) void writer.delete(doc.ref);
  }
  const links = await db.collection("oldLinks").get();
  const ids = new Set(items.docs.map((doc) => `/articles/${doc.id}`));
  for (const doc of links.docs) if (ids.has(doc.get("to"))) void writer.delete(doc.ref);
  void writer.delete(db.collection("importJobs").doc(jobId));
  await writer.close();
  await bucket.deleteFiles({ prefix: `imports/${jobId}/` });
}

async function benchSize(posts, readImportFile, images, cookie) {
  const text = wxrOfPosts({ posts, imageOrigin: images.origin });
  const bytes = new TextEncoder().encode(text);
  const local = await readLocally(readImportFile, bytes);
  const form = new FormData();
  form.append("file", new Blob([bytes]), `bench-${posts}.xml`);
  const uploadStarted = performance.now();
  const uploaded = await call("/api/imports", { method: "POST", body: form }, cookie);
  const ready = await waitFor(uploaded.id, ["ready", "failed"], cookie);
  if (ready.job.status === "failed") throw new Error(ready.job.failure);
  const readMs = performance.now() - uploadStarted;
  const started = performance.now();
  await call(`/api/imports/${uploaded.id}/start`, { method: "POST", body: JSON.stringify({ mapping: { post: "articles" } }), headers: { "Content-Type": "application/json" } }, cookie);
  const done = await waitFor(uploaded.id, ["done", "failed"], cookie);
  const importMs = performance.now() - started;
  const gaps = done.moves.slice(1).map((at, index) => at - done.moves[index]);
  const report = done.job.report;
  await removeImported(uploaded.id);
  return {
    posts,
    file: megabytes(bytes.length),
    parse: `${Math.round(local.ms)} ms`,
    held: megabytes(local.held),
    read: seconds(readMs),
    imported: seconds(importMs),
    tasks: Math.ceil(ready.job.progress.total / ENTRIES_PER_TASK),
    longest: seconds(Math.max(...gaps, 0)),
    perSecond: (ready.job.progress.total / (importMs / 1000)).toFixed(1),
    created: report.created.articles ?? 0,
    images: report.images,
    failures: report.failuresCount + report.imageFailuresCount,
  };
}

const stack = await useStack(log);
const images = await imageServer();
try {
  const { readImportFile } = await loadTypeScript("bench-import-reader", 'export { readImportFile } from "./functions/src/imports/entry.ts";');
  const cookie = await ownerSessionCookie();
  const rows = [];
  for (const posts of SIZES) {
    log(`Importing ${posts} posts...`);
    rows.push(await benchSize(posts, readImportFile, images, cookie));
  }
  console.log(
    markdownTable(
      ["Posts", "WXR (MB)", "Read here", "Memory held (MB)", "Upload to dry run (s)", "Import (s)", "Tasks", "Longest task (s)", "Entries/s", "Created", "Images", "Failures"],
      rows.map((row) => [row.posts, row.file, row.parse, row.held, row.read, row.imported, row.tasks, row.longest, row.perSecond, row.created, row.images, row.failures]),
    ),
  );
  console.log(`\nThe importTasks time-out is ${TASK_TIMEOUT_S} s; each task imports ${ENTRIES_PER_TASK} entries.`);
} finally {
  await images.close();
  await stack.stop();
}
