import type { ItemKind } from "./item-kinds";
import { SEARCH_QUERY_MAX_LENGTH } from "./search-path";

/**
 * Site-wide search (issue 24): GET /api/search?q=&kind= and the /search page. Plain values and types, so the pages
 * and the search box use them without loading zod; the schemas are in search-schemas.ts.
 */

export { SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH } from "./search-path";
export const SEARCH_API_PATH = "/api/search";

/** The hits each kind answers at most, best first; the group says how many it found in all. */
export const SEARCH_HITS_PER_KIND = 20;

/** The search box's dialog shows this many hits per kind, and a link to the page with all of them. */
export const SEARCH_DIALOG_HITS_PER_KIND = 5;

export const SEARCH_MESSAGES = {
  tooLong: `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  empty: "Type a word to search the projects, articles, blogs and posts.",
  unknownKind: "Choose one of the kinds to search in: projects, articles, blogs, random-post or islamic.",
  noResults: (q: string) => `No results for “${q}”. Check the spelling, or try fewer or other words.`,
  showingFor: (corrected: string) => `Showing results for ${corrected}`,
} as const;

/** A piece of a title or snippet: a matching word has `hit`, so the page marks it (no HTML string ever travels). */
export interface SearchSegment {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  kind: ItemKind;
  id: string;
  title: SearchSegment[];
  /** About 160 characters of the body around its densest matches, with "…" where it was cut. */
  snippet: SearchSegment[];
}

/** The hits of one kind; groups come best first (by their best hit), hits best first within a group. */
export interface SearchGroup {
  kind: ItemKind;
  /** How many items of the kind match, of which `hits` has at most SEARCH_HITS_PER_KIND. */
  total: number;
  hits: SearchHit[];
}

export interface SearchAnswer {
  q: string;
  groups: SearchGroup[];
  /** The words the results were found for, when a typo was forgiven ("reactt" → "react"); absent otherwise. */
  correctedQ?: string;
}

/** The query the page and the box send: the text, trimmed, and a kind when the search keeps to one. */
export interface SearchParams {
  q: string;
  kind?: ItemKind;
}

/** The web's React Query key of one search: the /search page is rendered with the answer inlined under it. */
export const searchKey = ({ q, kind }: SearchParams) => ["search", { q, kind: kind ?? null }] as const;

/** The API address of one search. */
export const searchApiPath = ({ q, kind }: SearchParams) =>
  `${SEARCH_API_PATH}?${new URLSearchParams(kind ? { q, kind } : { q }).toString()}`;
