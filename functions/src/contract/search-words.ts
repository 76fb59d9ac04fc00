/**
 * List search without a search service (issue 10): each item document stores `searchWords`, the words of the
 * texts a search looks at (see `searchFields` in ITEM_KINDS) with their beginnings, so one Firestore
 * `array-contains` finds an item by any word of them, or by the start of one ("reac" finds "React").
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
 * createdAt; firestore.indexes.json keeps it out of the single-field indexes). Whole words come first: a real
 * paragraph has far fewer distinct words than this, so only beginnings are ever left out.
 */
export const SEARCH_WORDS_MAX = 3000;

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

/** What an item stores in `searchWords`: every word of its texts (title first), then their beginnings. */
export function searchWordsOf(texts: readonly string[]): string[] {
  const words = wordsOf(texts.join(" "));
  const entries = new Set(words.slice(0, SEARCH_WORDS_MAX));
  for (const word of words) {
    for (let length = SEARCH_PREFIX_MIN_LENGTH; length < word.length; length += 1) {
      if (entries.size >= SEARCH_WORDS_MAX) return [...entries];
      entries.add(word.slice(0, length));
    }
  }
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
