/**
 * List search without a search service (issue 10): each item document stores `searchWords`, the words of the
 * texts a search looks at (see `searchFields` in ITEM_KINDS) and beginnings of words, so one Firestore
 * `array-contains` finds an item by any word of them, or by the start of one ("reac" finds "React": of a title word
 * always, of the other words in all but long texts; see SEARCH_PREFIX_BUDGET).
 * The publishing service, the seed and the list query all normalise words here, so they always agree.
 * Plain code without zod, so a script or a page may use it too.
 */

/** A word is a run of letters or digits in any script; everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Longer words are kept, and looked for, by their first this-many characters. */
export const SEARCH_WORD_MAX_LENGTH = 24;

/** Beginnings shorter than this would match almost everything: "r" is no search. */
export const SEARCH_PREFIX_MIN_LENGTH = 2;

/**
 * At most this many entries per item, so a 20,000-character paragraph stays well under Firestore's 40,000 index
 * entries per document (each entry is in at most two composite indexes: with createdAt, and with category and
 * createdAt; firestore.indexes.json keeps it out of the single-field indexes). A real paragraph has far fewer
 * distinct words than this, so every whole word is kept.
 */
export const SEARCH_WORDS_MAX = 3000;

/**
 * Beginnings of words ("reac" for "react") are added while an item has fewer entries than this, those of the
 * title's words always. Short texts (a project, most posts) get all of them; a long article gets its title's.
 * Every entry costs index space in production, and on the local emulator, which has no indexes, a search reads
 * every entry of every item: at 10,000 long items, beginnings of every word would make one search take minutes.
 */
export const SEARCH_PREFIX_BUDGET = 400;

/** Lower case, accents dropped ("Café" and "cafe" are one word), cut to the longest word kept. */
function normalise(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().slice(0, SEARCH_WORD_MAX_LENGTH);
}

/** The words of a text, normalised, in order, repeats removed. */
export function wordsOf(text: string): string[] {
  const words = new Set<string>();
  for (const [match] of text.matchAll(WORD)) {
    const word = normalise(match);
    if (word) words.add(word);
  }
  return [...words];
}

/**
 * What an item stores in `searchWords`: every word of its texts, then the beginnings of the title's words (the
 * first text), then those of the other words while the item has fewer than SEARCH_PREFIX_BUDGET entries.
 */
export function searchWordsOf(texts: readonly string[]): string[] {
  const [title = "", ...rest] = texts;
  const titleWords = wordsOf(title);
  const words = wordsOf([title, ...rest].join(" "));
  const entries = new Set(words.slice(0, SEARCH_WORDS_MAX));
  const addBeginnings = (word: string, budget: number) => {
    for (let length = SEARCH_PREFIX_MIN_LENGTH; length < word.length && entries.size < budget; length += 1) {
      entries.add(word.slice(0, length));
    }
  };
  for (const word of titleWords) addBeginnings(word, SEARCH_WORDS_MAX);
  for (const word of words) addBeginnings(word, Math.min(SEARCH_PREFIX_BUDGET, SEARCH_WORDS_MAX));
  return [...entries];
}

/**
 * The texts of an item's search fields, from its stored or submitted data: strings as they are, lists of
 * strings (a project's technologies) joined.
 */
export function searchTextsOf(data: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.map((field) => {
    const value = data[field];
    if (typeof value === "string") return value;
    if (Array.isArray(value)) return value.filter((each): each is string => typeof each === "string").join(" ");
    return "";
  });
}
