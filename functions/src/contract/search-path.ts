/**
 * What the sidebar's search box needs, apart from the rest of search.ts: the box is in every page's first load, and
 * a module it shares with the lazy search screens would bring all of that module's values there with it.
 */
export const SEARCH_PATH = "/search";

/** Longer queries are refused: no reader types more, and every word costs a walk of the index. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
