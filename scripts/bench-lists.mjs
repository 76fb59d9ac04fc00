// Prints the figures of docs/performance.md "Lists at 10,000 items" against the running local site (`npm start`
// first): GET /api/blogs through Hosting with 10 benchmark items, then with 10,000, in one run. For each size: the
// first page's answer size and median time, a page 2,000 items deep, and searches (a common word, a rare word, two
// words), each the median of 20 calls after one warm-up call (searches: 5 calls; at 10,000 items one, see SEARCH_ROUNDS).
//
// The items go into the real `blogs` collection (the API reads no other), marked with `benchmark: RUN` and dated
// newest so the first page is theirs, with search words made by the contract's own code. Every one is deleted again,
// also when the run fails.
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { EMULATORS, PROJECT_ID, SITE_URL, emulatorEnv } from "./lib/config.mjs";
import { benchText } from "./lib/bench-text.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const COLLECTION = "blogs";
const SMALL = 10;
const LARGE = 10_000;
// Firestore's batches take 500 writes, but also at most 4 MB in one request: these items are about 11 KB each
// (bodies and search words), so 250 a batch.
const BATCH = 250;
const ROUNDS = 20;
// The local Firestore emulator has no indexes: a search reads every search word of every item, about 35 s a call at
// 10,000 items on these machines (production answers from the composite index, reading only the page). Hosting's
// proxy gives up before that (504), so at 10,000 items a search is timed at the function itself, once.
const SEARCH_ROUNDS = 5;
const FUNCTION_URL = `http://${EMULATORS.functions.hostPort}/${PROJECT_ID}/us-central1/api`;
const RUN = `bench-lists-${randomUUID()}`;

Object.assign(process.env, emulatorEnv());
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-lists"));

/** The contract's search words and categories, bundled from TypeScript as scripts/seed.mjs does. */
async function loadContract() {
  return loadTypeScript(
    "bench-lists-contract",
    `export { searchWordsOf } from "./functions/src/contract/search-words";
export { POST_CATEGORIES } from "./functions/src/contract/limits";`,
  );
}

const { searchWordsOf, POST_CATEGORIES } = await loadContract();

// A made-up vocabulary of 2,000 words, so searches are as selective as on real text.
const SYLLABLES = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "vo", "pe", "da", "gu", "zo", "fi", "ha", "be", "no"];
const VOCABULARY = Array.from({ length: 2000 }, (_, index) =>
  [index % 16, Math.floor(index / 16) % 16, Math.floor(index / 256) % 16].map((each) => SYLLABLES[each]).join(""),
);
const COMMON = "quasar"; // in every 100th item
const PAIRED = "nebula"; // in every 7th item: "quasar nebula" needs both
const RARE = "zephyrine"; // in one item of the 10,000

/**
 * A deterministic pseudo-random text, so every run writes the same items. Words are drawn with a skew towards the
 * start of the vocabulary, as real text repeats its common words: a 190-word paragraph has about 120 distinct ones.
 */
const words = (seed, count) => benchText(VOCABULARY, seed, count, 5);

function benchItem(index, now) {
  const extra = [index % 100 === 0 ? COMMON : "", index % 7 === 0 ? PAIRED : "", index === 5000 ? RARE : ""].join(" ");
  const data = {
    title: `Benchmark post ${index} ${words(index, 4)}`,
    category: POST_CATEGORIES[index % POST_CATEGORIES.length],
    // Sizes of a real post: a first paragraph of about 1,500 characters, longer second and last ones.
    firstParagraph: `${words(index + 1, 190)} ${extra}`.trim(),
    secondParagraph: words(index + 2, 400),
    lastParagraph: words(index + 3, 150),
    mainImg: "",
    img: "",
    secondImg: "",
    vid: "",
    variants: {},
    mediaPaths: {},
    likeCount: index % 50,
    commentCount: index % 9,
    benchmark: RUN,
    // Newest first is index 0, a second apart, so the first page is the benchmark's own.
    createdAt: Timestamp.fromMillis(now - index * 1000),
  };
  return { ...data, searchWords: searchWordsOf([data.title, data.firstParagraph]), updatedAt: data.createdAt };
}

const written = [];

async function writeItems(from, to, now) {
  const started = Date.now();
  for (let start = from; start < to; start += BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(to, start + BATCH); index += 1) {
      const ref = db.collection(COLLECTION).doc();
      batch.set(ref, benchItem(index, now));
      written.push(ref);
    }
    await batch.commit();
  }
  return (Date.now() - started) / 1000;
}

async function removeItems() {
  for (let start = 0; start < written.length; start += BATCH) {
    const batch = db.batch();
    for (const ref of written.slice(start, start + BATCH)) batch.delete(ref);
    await batch.commit();
  }
}

async function get(path, direct = false) {
  const response = await fetch(`${direct ? FUNCTION_URL : SITE_URL}${path}`, { signal: AbortSignal.timeout(300_000) });
  const body = await response.arrayBuffer();
  if (!response.ok) throw Object.assign(new Error(`GET ${path} answered ${response.status}`), { status: response.status });
  return { bytes: body.byteLength, cards: JSON.parse(Buffer.from(body).toString("utf8")).length, next: response.headers.get("x-next-cursor") };
}

/** Median time of `rounds` calls after a warm-up call, with the answer's size and card count. */
async function measure(path, rounds = ROUNDS) {
  let first = await get(path);
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    first = await get(path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ...first, median: times[Math.floor(rounds / 2)], rounds, via: "Hosting" };
}

/**
 * One call straight to the function, for a search the emulator needs longer for than Hosting's proxy waits: a call
 * it abandons keeps the emulator busy and slows the next, so no warm-up and no second try.
 */
async function measureOnceAtFunction(path) {
  const started = performance.now();
  const result = await get(path, true);
  return { ...result, median: performance.now() - started, rounds: 1, via: "function, once" };
}

/** The cursor after `depth` items, reached page by page (50 a page). */
async function cursorAt(depth) {
  let after = "";
  for (let read = 0; read < depth; read += 50) {
    const page = await get(`/api/${COLLECTION}?limit=50${after ? `&after=${after}` : ""}`);
    if (!page.next) return null;
    after = page.next;
  }
  return after;
}

async function measureSize(label, rows, slowSearches) {
  const add = async (call, path, measureIt) => {
    try {
      const result = await measureIt(path);
      rows.push({ items: label, call, via: result.via, "answer (bytes)": result.bytes, cards: result.cards, calls: result.rounds, "median (ms)": result.median.toFixed(1) });
    } catch (error) {
      rows.push({ items: label, call, via: "-", "answer (bytes)": "-", cards: "-", calls: "-", "median (ms)": String(error.message).slice(0, 40) });
    }
  };
  const search = slowSearches ? measureOnceAtFunction : (path) => measure(path, SEARCH_ROUNDS);
  const base = `/api/${COLLECTION}`;
  await add("first page (12 cards)", base, measure);
  await add("first page, limit=50", `${base}?limit=50`, measure);
  const deep = await cursorAt(2000);
  if (deep) await add("page after 2,000 items", `${base}?after=${deep}`, measure);
  await add(`search "${COMMON}"`, `${base}?q=${COMMON}`, search);
  await add(`search "${RARE}"`, `${base}?q=${RARE}`, search);
  await add(`search "${COMMON} ${PAIRED}"`, `${base}?q=${encodeURIComponent(`${COMMON} ${PAIRED}`)}`, search);
  await add(`category + search "${COMMON}"`, `${base}?q=${COMMON}&category=${encodeURIComponent(POST_CATEGORIES[0])}`, search);
}

// An interrupted run still removes what it wrote.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.log(`${signal}: removing the benchmark items first.`);
    void removeItems().finally(() => process.exit(1));
  });
}

const demo = (await db.collection(COLLECTION).count().get()).data().count;
const now = Date.now() + 60_000;
const rows = [];
try {
  await writeItems(0, SMALL, now);
  await measureSize(`${SMALL} (+${demo} demo)`, rows, false);
  const seconds = await writeItems(SMALL, LARGE, now);
  console.log(`Wrote ${LARGE - SMALL} more benchmark items in ${seconds.toFixed(0)} s (batches of ${BATCH}).`);
  await measureSize(`${LARGE} (+${demo} demo)`, rows, true);
  console.log(`GET /api/${COLLECTION} as a guest, through Hosting (${SITE_URL}) unless it gave up; median of the calls after one warm-up:`);
  console.table(rows);
} finally {
  await removeItems();
  console.log(`Removed the ${written.length} benchmark items.`);
}
