// Prints the figures of docs/performance.md "Site-wide search" against the running local site (`npm start` first,
// or this starts one): 2,000 generated items of realistic length across the five kinds, written with firebase-admin
// into the emulators (each with its search log entry, as the publishing service writes them), then:
//  - the cold build of the index inside the `api` function (the first search after the log overflowed), and the same
//    build in this process, for its heap (the emulator's function process cannot be asked for its heap);
//  - the answer time of 300 searches of a mixed set (common word, two words, a prefix, a typo, a rare word), through
//    Hosting: the Server-Timing `total` (the function's work) and the wall time seen by the caller, p50 and p95;
//  - the Firestore reads per search, as the search service counts them and reports them in Server-Timing `reads`
//    (a query that finds nothing is billed one read; each log entry or item read, one more);
//  - the bytes a first search downloads: the search box's chunk (with the dialog), the answer schemas' chunk when no
//    call loaded it before, and the JSON answer, all gzip.
// Every item (and its log entries) is deleted again, also when the run fails.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { PROJECT_ID, ROOT, SITE_URL, emulatorEnv } from "./lib/config.mjs";
import { useStack } from "./lib/bench-stack.mjs";
import { RARE_WORD as RARE, SEARCH_BENCH_VOCABULARY, searchBenchItemOf } from "./lib/search-bench-items.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const ITEMS = 2000;
const SEARCHES = 300;
const BATCH = 200; // two writes an item (the item and its log entry), far below a batch's limits
const RUN = `bench-search-${randomUUID()}`;
const log = (line) => console.error(line);

Object.assign(process.env, emulatorEnv());
const stack = await useStack(log);
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-search"));
const { ITEM_KINDS, ITEM_KIND_NAMES, POST_CATEGORIES, PROJECT_CATEGORIES, SEARCH_LOG } = await loadTypeScript(
  "bench-search-contract",
  `export { ITEM_KINDS, ITEM_KIND_NAMES } from "./functions/src/contract/item-kinds";
export { POST_CATEGORIES, PROJECT_CATEGORIES } from "./functions/src/contract/limits";
export { SEARCH_LOG } from "./functions/src/services/search/log";`,
  { external: ["firebase-admin", "firebase-functions"] },
);

const VOCABULARY = SEARCH_BENCH_VOCABULARY;

/** One item of a kind, of the lengths the site's real items have. */
const itemOf = (kind, index) => ({
  ...searchBenchItemOf(kind, index, { ITEM_KINDS, POST_CATEGORIES, PROJECT_CATEGORIES }),
  benchmark: RUN,
  status: "published",
  publishAt: Timestamp.fromMillis(Date.now() - 60_000 - index),
  createdAt: Timestamp.now(),
});

const written = [];
async function writeItems() {
  for (let start = 0; start < ITEMS; start += BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(ITEMS, start + BATCH); index += 1) {
      const kind = ITEM_KIND_NAMES[index % ITEM_KIND_NAMES.length];
      const ref = db.collection(ITEM_KINDS[kind].collection).doc();
      batch.set(ref, itemOf(kind, index));
      batch.set(db.collection(SEARCH_LOG).doc(), { kind, id: ref.id, at: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000), benchmark: RUN });
      written.push({ kind, ref });
    }
    await batch.commit();
  }
}

/**
 * Removes the run's own log entries once the index has read them, as the TTL policy does in production, where the
 * log holds two days of changes. The emulator has no indexes: its log query scans the whole collection, so 2,000
 * spent entries would make every search pay for them here, which production's indexed query never does.
 */
async function expireLogEntries() {
  const spent = await db.collection(SEARCH_LOG).where("benchmark", "==", RUN).get();
  for (let start = 0; start < spent.docs.length; start += 400) {
    const batch = db.batch();
    for (const doc of spent.docs.slice(start, start + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
}

async function removeItems() {
  for (let start = 0; start < written.length; start += BATCH) {
    const batch = db.batch();
    for (const { kind, ref } of written.slice(start, start + BATCH)) {
      batch.delete(ref);
      // Running indexes drop them at their next search (the same log, as the trash writes it).
      batch.set(db.collection(SEARCH_LOG).doc(), { kind, id: ref.id, at: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000), benchmark: RUN });
    }
    await batch.commit();
  }
}

const timing = (header, name) => {
  const match = new RegExp(`${name};(?:dur=([\\d.]+))?(?:;?desc="([^"]*)")?`).exec(header ?? "");
  return { dur: match?.[1] ? Number(match[1]) : null, desc: match?.[2] ?? null };
};

async function search(q) {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}/api/search?${new URLSearchParams({ q })}`);
  const body = await response.text();
  const wall = performance.now() - started;
  if (!response.ok) throw new Error(`GET /api/search?q=${q} answered ${response.status}: ${body.slice(0, 200)}`);
  const header = response.headers.get("server-timing");
  return {
    wall,
    total: timing(header, "total").dur,
    searchMs: timing(header, "search").dur,
    sync: timing(header, "sync"),
    reads: Number(timing(header, "reads").desc),
    body,
    hits: JSON.parse(body).groups.reduce((sum, group) => sum + group.total, 0),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The index built in this process from the same data, with the heap it holds. */
async function buildInProcess() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  const { SearchIndex } = await loadTypeScript("bench-search-index", `export { SearchIndex } from "./functions/src/services/search/search-index";`, {
    external: ["firebase-admin", "firebase-functions"],
  });
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = new SearchIndex();
  const started = performance.now();
  const report = await index.sync();
  const ms = performance.now() - started;
  gc();
  const heap = process.memoryUsage().heapUsed - before;
  return { ms, heap, reads: report.reads, size: index.size, keep: index };
}

/** The gzip bytes of the search box's chunk and its imports outside the entry, and of the answer schemas' chunk. */
function chunkBytes() {
  const dist = join(ROOT, "web", "dist");
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const each of manifest[key].imports ?? []) closure(each, into);
    return into;
  };
  const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry));
  const gzip = (keys) => [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length, 0);
  const outside = (key) => new Set([...closure(key)].filter((each) => !entry.has(each)));
  const box = outside("src/components/search/site-search.tsx");
  const schemas = [...outside("src/api/contract-schemas.ts")].filter((key) => !box.has(key));
  return { box: gzip(box), schemas: gzip(schemas) };
}

const QUERIES = [VOCABULARY[3], `${VOCABULARY[5]} ${VOCABULARY[40]}`, VOCABULARY[17].slice(0, 4), `${VOCABULARY[300].slice(0, -1)}x`, RARE, "react", VOCABULARY[1000]];

try {
  log(`Writing ${ITEMS} items (${ITEMS / ITEM_KIND_NAMES.length} of each kind) with their search log entries...`);
  await writeItems();
  // The first search finds 2,000 log entries: more than a catch-up takes, so the function builds its index anew.
  const cold = await search(VOCABULARY[3]);
  await expireLogEntries();
  const warm = [];
  for (let index = 0; index < SEARCHES; index += 1) warm.push(await search(QUERIES[index % QUERIES.length]));
  for (const q of QUERIES) {
    const mine = warm.filter((_, index) => QUERIES[index % QUERIES.length] === q);
    log(`  "${q}": ${mine[0].hits} hits, total p95 ${percentile(mine.map((each) => each.total), 95).toFixed(1)} ms, search p95 ${percentile(mine.map((each) => each.searchMs), 95).toFixed(1)} ms`);
  }
  const local = await buildInProcess();
  const bytes = chunkBytes();
  const answer = await search(VOCABULARY[3]);
  const json = gzipSync(Buffer.from(answer.body), { level: 6 }).length;
  const reads = warm.map((each) => each.reads);
  const rows = [
    ["Items indexed (2,000 generated + the demo content)", `${local.size}`],
    ["Search, server time (Server-Timing `total`), p50 / p95", `${percentile(warm.map((each) => each.total), 50).toFixed(1)} ms / ${percentile(warm.map((each) => each.total), 95).toFixed(1)} ms`],
    ["Search, wall time through Hosting, p50 / p95", `${percentile(warm.map((each) => each.wall), 50).toFixed(1)} ms / ${percentile(warm.map((each) => each.wall), 95).toFixed(1)} ms`],
    ["... of which the catch-up with Firestore (`sync`, one log query), p50 / p95", `${percentile(warm.map((each) => each.sync.dur), 50).toFixed(1)} ms / ${percentile(warm.map((each) => each.sync.dur), 95).toFixed(1)} ms`],
    ["... and the search itself with its snippets (`search`), p50 / p95", `${percentile(warm.map((each) => each.searchMs), 50).toFixed(1)} ms / ${percentile(warm.map((each) => each.searchMs), 95).toFixed(1)} ms`],
    ["Firestore reads per search, when nothing changed (median / max)", `${percentile(reads, 50)} / ${Math.max(...reads)}`],
    ["Cold index build in the function (first search: `sync` dur)", `${cold.sync.dur?.toFixed(0)} ms (${cold.sync.desc}), ${cold.reads} reads`],
    ["Cold index build in this process, and the heap it holds", `${local.ms.toFixed(0)} ms, ${(local.heap / 1024 / 1024).toFixed(1)} MB`],
    ["First search downloads: box + dialog chunk (gzip)", `${(bytes.box / 1024).toFixed(1)} KB`],
    ["... the answer schemas' chunk, if no call loaded it yet (gzip)", `${(bytes.schemas / 1024).toFixed(1)} KB`],
    [`... the JSON answer for "${VOCABULARY[3]}" (${answer.hits} hits, gzip)`, `${(json / 1024).toFixed(1)} KB`],
  ];
  console.log(`Site-wide search, ${SEARCHES} searches of ${QUERIES.length} kinds after the cold build (${SITE_URL}):\n`);
  console.log("| Measure | Value |\n|---|---|");
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
} finally {
  await removeItems();
  // Running indexes read these removals at their next search; a later one rebuilds from the items (they are gone).
  await search(VOCABULARY[3]).catch(() => undefined);
  await expireLogEntries();
  await stack.stop();
}
process.exit(0);
