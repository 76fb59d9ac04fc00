import { searchQuerySchema } from "../../contract/search-schemas";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { searchSite, type SearchOutcome } from "../../services/search/search-service";

/**
 * Kept by nobody: a trashed or unpublished item must leave every answer at once, which a shared copy (the CDN's
 * usual 30 s) or a browser's would break. Each search costs one read when nothing changed (docs/search.md). What a
 * reader searched for is in the URL: a link followed from the results must not tell the next site.
 */
export const SEARCH_CACHE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } as const;

/** Server-Timing: the catch-up with Firestore (and its reads), the search itself, and the whole answer. */
export function searchTiming(outcome: SearchOutcome): string {
  const ms = (value: number) => value.toFixed(2);
  const sync = `sync;dur=${ms(outcome.syncMs)};desc="${outcome.rebuilt ? "index built" : "log read"}"`;
  return `${sync}, search;dur=${ms(outcome.searchMs)}, total;dur=${ms(outcome.syncMs + outcome.searchMs)}, reads;desc="${outcome.reads}"`;
}

/**
 * GET /api/search?q=&kind=: every public item of the five kinds (or of `kind`) matching `q`, ranked, grouped by
 * kind, with the matching words marked in each title and snippet. The same for everybody: it needs no session.
 */
export const searchHandler: Handler = async (request) => {
  const query = parseInput(searchQuerySchema, request.query);
  const outcome = await searchSite(query);
  return { body: outcome.answer, headers: { ...SEARCH_CACHE_HEADERS, "Server-Timing": searchTiming(outcome) } };
};
