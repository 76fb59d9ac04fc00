// The generated items of the search benches: bench-search.mjs writes them into the emulators, and
// bench-search-libraries.mjs indexes them in process. The same items on every run.
import { benchText } from "./bench-text.mjs";

// A made-up vocabulary of 4,096 words of 4 to 9 letters, drawn with a skew towards its start as real text repeats
// its common words.
const SYLLABLES = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "vo", "pe", "da", "gu", "zo", "fi", "ha", "be", "nor"];
export const SEARCH_BENCH_VOCABULARY = Array.from({ length: 4096 }, (_, index) =>
  [index % 16, Math.floor(index / 16) % 16, Math.floor(index / 256) % 16].map((each) => SYLLABLES[each]).join("") + (index % 3 === 0 ? "en" : ""),
);
export const searchBenchText = (seed, count) => benchText(SEARCH_BENCH_VOCABULARY, seed, count, 4);
/** A word in one item only (index 1234). */
export const RARE_WORD = "quillfeather";

/**
 * The text fields of item `index`, of `kind`, at the lengths the site's real items have (no status or times).
 * `contract` holds the contract's ITEM_KINDS, POST_CATEGORIES and PROJECT_CATEGORIES.
 */
export function searchBenchItemOf(kind, index, { ITEM_KINDS, POST_CATEGORIES, PROJECT_CATEGORIES }) {
  const text = searchBenchText;
  const shape = ITEM_KINDS[kind].shape;
  const title = `${text(index * 7, 5)}${index === 1234 ? ` ${RARE_WORD}` : ""}`;
  if (shape === "project") {
    return {
      title,
      category: PROJECT_CATEGORIES[index % PROJECT_CATEGORIES.length],
      shortDescription: text(index + 1, 30),
      shortFeature1: text(index + 2, 5),
      shortFeature2: text(index + 3, 5),
      shortFeature3: text(index + 4, 5),
      description: text(index + 5, 220),
      keyFeatures: Array.from({ length: 5 }, (_, at) => text(index + 10 + at, 8)),
      technologiesUsed: ["React", "TypeScript", "Node.js", "Firebase", "Vite"].slice(0, 2 + (index % 4)),
    };
  }
  if (shape === "writing") {
    return {
      title,
      category: POST_CATEGORIES[index % POST_CATEGORIES.length],
      firstParagraph: text(index + 1, 190),
      secondParagraph: text(index + 2, 400),
      lastParagraph: text(index + 3, 150),
    };
  }
  return { title, desc: text(index + 1, 70) };
}
