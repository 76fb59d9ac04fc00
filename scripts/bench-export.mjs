// Prints the figures of docs/import-export.md "Figures": the owner's site export (issue 36) of 200 and of 2,000 items,
// against the local stack (`npm start`, or one this script starts and stops). The items (articles and blogs of the
// site's real lengths, long-form body included, 3 comments each, one media file of 100 KB for every 10 items) are
// written straight into the emulators with firebase-admin and marked, beside the seeded site. Each export runs the
// function's own service (services/exports/export-jobs.ts runExport) in a child process of its own, so its peak
// resident memory is the export's alone: the time, the file's size, the peak RSS and heap, and the peak of the heap
// still live after a full collection (taken each second), for the zip and the WXR.
// Every fixture is removed at the end, also when the run fails.
import { fork } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { BUCKET, PROJECT_ID, SITE_URL, emulatorEnv } from "./lib/config.mjs";
import { benchText } from "./lib/bench-text.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";
import { markdownTable } from "./lib/stats.mjs";

const SIZES = [200, 2000];
const COMMENTS_PER_ITEM = 3;
const MEDIA_EVERY = 10;
const MEDIA_BYTES = 100 * 1024;
const BATCH = 100;

Object.assign(process.env, emulatorEnv());

/** The export service, bundled from the function's TypeScript as the deploy bundles it. */
const loadService = () =>
  loadTypeScript("bench-export-service", `export { runExport, EXPORTS } from "./functions/src/services/exports/export-jobs";`, {
    external: ["firebase-admin", "firebase-functions", "sharp", "fflate"],
  });

// The child: runs one export job and reports its time and memory.
if (process.argv[2] === "--child") {
  const [, , , id] = process.argv;
  const { runExport, EXPORTS } = await loadService();
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }));
  let peakHeap = 0;
  let peakLive = 0;
  let peakRss = 0;
  const sample = () => {
    const { heapUsed, rss } = process.memoryUsage();
    peakHeap = Math.max(peakHeap, heapUsed);
    peakRss = Math.max(peakRss, rss);
  };
  // The heap V8 keeps grows with the rate of allocation, not only with what is live: every second a full collection
  // shows what the export really holds.
  const live = () => {
    globalThis.gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  };
  const sampler = setInterval(sample, 25);
  const collector = setInterval(live, 1000);
  const started = performance.now();
  await runExport(id, SITE_URL);
  const ms = performance.now() - started;
  clearInterval(sampler);
  clearInterval(collector);
  sample();
  const job = (await db.collection(EXPORTS).doc(id).get()).data();
  process.send({ ms, peakHeap, peakLive, peakRss: Math.max(peakRss, process.resourceUsage().maxRSS * 1024), job: { status: job.status, sizeBytes: job.sizeBytes, total: job.progress.total } });
  process.exit(0);
}

const { useStack } = await import("./lib/bench-stack.mjs");
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "bench-export");
const db = getFirestore(app);
const bucket = getStorage(app).bucket();
const RUN = `bench-export-${randomUUID().slice(0, 8)}`;
const VOCABULARY = Array.from({ length: 1500 }, (_, index) => `word${index.toString(36)}`);
const log = (line) => console.log(line);

/** An article or blog of the lengths the site's real ones have, with a long-form body and its HTML. */
function itemOf(index) {
  const at = Timestamp.fromMillis(Date.UTC(2020, 0, 1) + index * 3_600_000);
  const paragraph = (seed, words) => benchText(VOCABULARY, index * 7 + seed, words, 1.3);
  const body = Array.from({ length: 6 }, (_, part) => `## ${paragraph(part, 4)}\n\n${paragraph(part + 10, 90)}`).join("\n\n");
  return {
    title: `Bench export ${index} ${paragraph(1, 5)}`,
    category: "Technology",
    firstParagraph: paragraph(2, 60),
    secondParagraph: paragraph(3, 80),
    lastParagraph: paragraph(4, 50),
    mainImg: "/images/seed/article-1.webp",
    img: "",
    secondImg: "",
    vid: "",
    alt: { mainImg: "A bench picture" },
    variants: {},
    body,
    bodyHtml: body.split("\n\n").map((block) => (block.startsWith("## ") ? `<h2>${block.slice(3)}</h2>` : `<p>${block}</p>`)).join(""),
    status: index % 20 === 0 ? "draft" : "published",
    publishAt: at,
    createdAt: at,
    updatedAt: at,
    likeCount: 0,
    commentCount: COMMENTS_PER_ITEM,
    benchExport: RUN,
  };
}

const collectionOf = (index) => (index % 2 === 0 ? "articles" : "blogs");

/** Adds items `from` to `to` (exclusive), with their comments and media files. */
async function addItems(from, to) {
  for (let start = from; start < to; start += BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(to, start + BATCH); index += 1) {
      const ref = db.collection(collectionOf(index)).doc(`${RUN}-${index}`);
      batch.set(ref, itemOf(index));
      for (let each = 0; each < COMMENTS_PER_ITEM; each += 1) {
        batch.set(ref.collection("comments").doc(), { authorUid: `${RUN}-reader`, username: "benchreader", text: benchText(VOCABULARY, index + each, 25, 1.3), createdAt: Timestamp.now() });
      }
    }
    await batch.commit();
    const media = [];
    for (let index = start; index < Math.min(to, start + BATCH); index += 1) {
      if (index % MEDIA_EVERY === 0) media.push(bucket.file(`media/${collectionOf(index)}/${RUN}-${index}/picture.webp`).save(randomBytes(MEDIA_BYTES), { contentType: "image/webp", resumable: false }));
    }
    await Promise.all(media);
  }
}

/** Runs one export in a child process and answers its figures. */
async function exportOnce(format) {
  const id = `${RUN}-${format}-${randomUUID().slice(0, 6)}`;
  await db.collection("exports").doc(id).set({
    format,
    status: "queued",
    progress: { done: 0, total: 0 },
    sizeBytes: null,
    fileName: `bench.${format === "zip" ? "zip" : "xml"}`,
    storagePath: `exports/${id}/bench.${format === "zip" ? "zip" : "xml"}`,
    createdAt: Timestamp.now(),
    finishedAt: null,
    failure: null,
    benchExport: RUN,
  });
  const child = fork(fileURLToPath(import.meta.url), ["--child", id], { env: process.env, stdio: "inherit", execArgv: ["--expose-gc"] });
  const result = await new Promise((resolve, reject) => {
    child.on("message", resolve);
    child.on("exit", (code) => (code === 0 ? undefined : reject(new Error(`The export child exited with ${code}`))));
  });
  await bucket.file(`exports/${id}/bench.${format === "zip" ? "zip" : "xml"}`).delete({ ignoreNotFound: true });
  if (result.job.status !== "done") throw new Error(`The ${format} export ended ${result.job.status}`);
  return result;
}

async function cleanUp() {
  for (const name of ["articles", "blogs", "exports"]) {
    for (;;) {
      const page = await db.collection(name).where("benchExport", "==", RUN).limit(200).get();
      if (page.empty) break;
      for (const doc of page.docs) await db.recursiveDelete(doc.ref);
    }
  }
  await bucket.deleteFiles({ prefix: "media/articles/bench-export-" }).catch(() => undefined);
  await bucket.deleteFiles({ prefix: "media/blogs/bench-export-" }).catch(() => undefined);
}

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const stack = await useStack(log);
const rows = [];
try {
  let written = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await addItems(written, size);
    written = size;
    log(`Wrote ${size} bench items (${COMMENTS_PER_ITEM} comments each, a ${MEDIA_BYTES / 1024} KB file every ${MEDIA_EVERY}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const format of ["zip", "wxr"]) {
      const figures = await exportOnce(format);
      rows.push([`${size.toLocaleString("en")} bench items`, format, String(figures.job.total), `${(figures.ms / 1000).toFixed(1)} s`, mb(figures.job.sizeBytes), mb(figures.peakRss), mb(figures.peakHeap), mb(figures.peakLive)]);
    }
  }
  console.log("");
  console.log("The owner's export, run in-process by the exportTasks service against the emulators (beside the seeded site):");
  console.log(markdownTable(["Site", "Format", "Entries counted", "Time", "File", "Peak RSS", "Peak heap", "Peak live heap (after a full GC, each second)"], rows));
} finally {
  await cleanUp();
  await stack.stop();
}
