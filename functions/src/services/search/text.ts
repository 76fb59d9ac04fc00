/**
 * How the site-wide search cuts text into words and folds them, shared by the index (search-index.ts) and the
 * snippets (services/search/snippets.ts), so a word marked in a snippet is exactly a word the index matched.
 */

/** A word: letters (with their combining accents) and digits; anything else separates words. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, as the index sees them before folding. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/** Lower case without accents: "Café" and "cafe" are one word, whichever way either is typed. */
export const foldWord = (word: string): string => word.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
