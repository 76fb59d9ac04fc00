// Compares the three search libraries issue 24 named (MiniSearch, Orama, FlexSearch) in process, on the same
// 2,000 generated items as bench-search.mjs (the site's own search documents: title, body, category), each set up as
// close as it allows to the site's rules (docs/search.md): boosts title 3 / category 1.5, prefixes, one typo for
// words of 5+ letters only, accents folded, every word required. No emulators are needed.
// Each library runs in its own child process (node --expose-gc), so one's heap and warmed code never count for
// another. Printed: build time, heap held, serialized index raw and gzip (what a browser would download if the
// index lived there), the time of 300 searches of four kinds (p50/p95), and the rules checked.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { loadTypeScript } from "./lib/load-typescript.mjs";
import { SEARCH_BENCH_VOCABULARY as VOCABULARY, searchBenchItemOf, searchBenchText as text } from "./lib/search-bench-items.mjs";

const ITEMS = 2000;
const SEARCHES = 300;
const LIBRARIES = ["MiniSearch", "Orama", "FlexSearch"];
const ALL = 100_000; // every hit, as the site groups and counts them all

/** The site's search documents of the generated items, plus the few items the rule checks look for. */
async function documents() {
  const site = await loadTypeScript(
    "bench-search-libraries",
    `export { ITEM_KINDS, ITEM_KIND_NAMES } from "./functions/src/contract/item-kinds";
export { POST_CATEGORIES, PROJECT_CATEGORIES } from "./functions/src/contract/limits";
export { searchDocumentOf } from "./functions/src/services/search/documents";
export { foldWord, wordsOf } from "./functions/src/services/search/text";
export { BOOST, newMiniSearch } from "./functions/src/services/search/search-index";
export { Timestamp } from "firebase-admin/firestore";`,
    { external: ["firebase-admin", "firebase-functions"] },
  );
  const stored = (fields) => ({ ...fields, status: "published", publishAt: site.Timestamp.fromMillis(0) });
  const all = Array.from({ length: ITEMS }, (_, index) => {
    const kind = site.ITEM_KIND_NAMES[index % site.ITEM_KIND_NAMES.length];
    return site.searchDocumentOf(kind, `item${index}`, stored(searchBenchItemOf(kind, index, site)));
  });
  // Blog posts (one paragraph each is enough) holding the words the checks search for.
  const check = (id, title, paragraph) =>
    site.searchDocumentOf("blogs", id, stored({ title: `${title} ${text(id.length * 31, 4)}`, category: "Notes", firstParagraph: `${text(id.length * 37, 80)} ${paragraph} ${text(id.length * 41, 80)}` }));
  all.push(
    check("typo-long", "Weather", "a zephyr blew"),
    check("typo-short", "Animals", "a wolf howled"),
    check("accented", "Café", "coffee"),
    check("plain", "Racing", "a cafe racer"),
    check("in-title", "Lantern", "light"),
    check("in-body", "Lamps", "an old lantern"),
  );
  return { all, site: { ...site, fold: (raw) => site.wordsOf(raw).map(site.foldWord).filter(Boolean) } };
}

/** Each library's index: `build` it from the documents, `search` answering the ids best first, `serialized`. */
const adapters = {
  // The site's own index and options (search-index.ts).
  async MiniSearch({ newMiniSearch }) {
    const index = newMiniSearch();
    return {
      build: (all) => index.addAll(all),
      search: (q) => index.search(q).map((hit) => hit.id),
      serialized: () => JSON.stringify(index),
    };
  },
  async Orama({ fold, BOOST }) {
    const { create, insertMultiple, search, save } = await import("@orama/orama");
    const db = create({
      schema: { title: "string", body: "string", category: "string" },
      components: { tokenizer: { language: "english", normalizationCache: new Map(), tokenize: fold } },
    });
    return {
      build: (all) => insertMultiple(db, all.map(({ key, title, body, category }) => ({ id: key, title, body, category })), ALL),
      // One tolerance for every word: 1, as the site allows one typo; threshold 0 answers only items with every word.
      search: async (q) => (await search(db, { term: q, properties: ["title", "body", "category"], boost: BOOST, tolerance: 1, threshold: 0, limit: ALL })).hits.map((hit) => hit.id),
      serialized: () => JSON.stringify(save(db)),
    };
  },
  async FlexSearch({ fold }) {
    const { Document } = await import("flexsearch");
    // "forward" indexes every prefix of each word. FlexSearch has no edit distance: its "tolerant" tokenizer (swapped
    // or missing letters) replaces "forward", so prefixes and typos cannot both be had; prefixes are kept.
    const field = (name) => ({ field: name, tokenize: "forward", encode: fold });
    const index = new Document({ document: { id: "key", index: ["title", "body", "category"].map(field) } });
    return {
      build: (all) => all.forEach((document) => index.add(document)),
      // No field boosts in a document search: `merge` joins the three fields' lists, in the fields' order.
      search: (q) => index.search(q, { merge: true, limit: ALL }).map((hit) => hit.id),
      serialized: async () => {
        const parts = {};
        await index.export((key, data) => {
          parts[key] = data;
        });
        return JSON.stringify(parts);
      },
    };
  },
};

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** Runs one library in this (child) process and prints its figures as JSON. */
async function measure(name) {
  const { all, site } = await documents();
  const library = await adapters[name](site);
  global.gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  await library.build(all);
  const buildMs = performance.now() - started;
  global.gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const serialized = Buffer.from(await library.serialized());
  const queries = [VOCABULARY[3], `${VOCABULARY[5]} ${VOCABULARY[40]}`, VOCABULARY[17].slice(0, 4), `${VOCABULARY[300].slice(0, -1)}x`];
  const times = [];
  for (let at = 0; at < SEARCHES; at += 1) {
    const begun = performance.now();
    await library.search(queries[at % queries.length]);
    times.push(performance.now() - begun);
  }
  const finds = async (q, key) => (await library.search(q)).includes(key);
  const rank = async (q, key) => (await library.search(q)).indexOf(key);
  const titleRank = await rank("lantern", "blogs/in-title");
  const bodyRank = await rank("lantern", "blogs/in-body");
  const hits = await Promise.all(queries.map(async (q) => (await library.search(q)).length));
  return {
    buildMs,
    heapMb,
    raw: serialized.length,
    gzip: gzipSync(serialized).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    hits,
    typoQuery: queries[3],
    typoLong: await finds("zephir", "blogs/typo-long"),
    typoShortRefused: !(await finds("wulf", "blogs/typo-short")),
    accents:
      (await finds("cafe", "blogs/accented")) && (await finds("café", "blogs/plain")) && (await finds("CAFÉ", "blogs/accented")) && (await finds("Cafe", "blogs/plain")),
    titleFirst: titleRank >= 0 && bodyRank >= 0 && titleRank < bodyRank,
    titleRank,
    bodyRank,
  };
}

/** What the table says of a check: measured, with the reason where the library cannot state the rule. */
function verdicts(name, r) {
  const typoLong = r.typoLong && r.hits[3] > 0 ? "yes" : r.typoLong ? `partly: "zephir" yes, "${r.typoQuery}" ${r.hits[3]} hits` : "no";
  const cells = { typoLong, typoShortRefused: r.typoShortRefused ? "yes" : "no", accents: r.accents ? "yes" : "no", titleFirst: r.titleFirst ? "yes" : "no" };
  if (name === "Orama" && !r.typoShortRefused) cells.typoShortRefused = "no: one `tolerance` for all words";
  if (name === "FlexSearch") {
    if (!r.typoLong) cells.typoLong = "no: no edit distance (with prefixes)";
    if (r.typoShortRefused) cells.typoShortRefused = "yes (no typos at all)";
    if (r.titleFirst) cells.titleFirst = "yes, by field order (no boosts)";
  }
  return cells;
}

if (process.argv[2]) {
  console.log(JSON.stringify(await measure(process.argv[2])));
} else {
  const script = fileURLToPath(import.meta.url);
  console.log(`Search libraries, ${ITEMS} generated items + 6 check items, ${SEARCHES} searches each (Node ${process.versions.node}):\n`);
  console.log("| Library | build ms | heap MB | index raw/gzip KB | p50/p95 ms | typo 5+ | no typo <5 | accents | title first |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const notes = [];
  for (const name of LIBRARIES) {
    const r = JSON.parse(execFileSync(process.execPath, ["--expose-gc", script, name], { encoding: "utf8", maxBuffer: 1 << 24 }));
    const kb = (bytes) => (bytes / 1024).toFixed(0);
    const cells = verdicts(name, r);
    console.log(
      `| ${name} | ${r.buildMs.toFixed(0)} | ${r.heapMb.toFixed(1)} | ${kb(r.raw)} / ${kb(r.gzip)} | ${r.p50.toFixed(2)} / ${r.p95.toFixed(2)} | ` +
        `${cells.typoLong} | ${cells.typoShortRefused} | ${cells.accents} | ${cells.titleFirst} |`,
    );
    notes.push(`${name}: hits per query kind (word, two words, prefix, typo) ${r.hits.join(", ")}; "lantern" title item at ${r.titleRank}, body item at ${r.bodyRank}`);
  }
  console.log(`\n${notes.join("\n")}`);
  console.log("Orama's saved index holds the documents themselves (it always stores them); MiniSearch's and FlexSearch's hold none.");
}
