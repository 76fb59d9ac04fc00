import { SEARCH_HITS_PER_KIND, type SearchAnswer, type SearchGroup, type SearchParams } from "../../contract/search";
import type { ItemKind } from "../../contract/item-kinds";
import { correctedQuery } from "./correction";
import { SearchIndex, type IndexHit } from "./search-index";
import { markedText, snippetOf } from "./snippets";

/** This instance's index (search-index.ts), built by its first search. */
const siteIndex = new SearchIndex();

/** A search's answer, and what it cost: for the Server-Timing header and the bench. */
export interface SearchOutcome {
  answer: SearchAnswer;
  /** Firestore documents read to bring the index up to date (one when nothing changed). */
  reads: number;
  rebuilt: boolean;
  syncMs: number;
  searchMs: number;
}

/** Groups hits by kind, best kind first (by its best hit), keeping SEARCH_HITS_PER_KIND of each. */
function groupsOf(hits: IndexHit[]): SearchGroup[] {
  const byKind = new Map<ItemKind, IndexHit[]>();
  for (const hit of hits) {
    const group = byKind.get(hit.document.kind);
    if (group) group.push(hit);
    else byKind.set(hit.document.kind, [hit]);
  }
  // Hits come best first, so each kind's first hit is its best, and the map's order is the kinds' order.
  return [...byKind].map(([kind, group]) => ({
    kind,
    total: group.length,
    // Snippets only for the hits answered: a common word matches most items.
    hits: group.slice(0, SEARCH_HITS_PER_KIND).map(({ document, match }) => {
      const matched = new Set(Object.keys(match));
      return { kind, id: document.id, title: markedText(document.title, matched), snippet: snippetOf(document.body, matched) };
    }),
  }));
}

/** Searches every public item (or those of one kind) for `q`, after catching up with the changes made since. */
export async function searchSite({ q, kind }: SearchParams, now = Date.now()): Promise<SearchOutcome> {
  const started = performance.now();
  const { reads, rebuilt } = await siteIndex.sync();
  const synced = performance.now();
  const hits = siteIndex.search(q, now, kind);
  const groups = groupsOf(hits);
  const correctedQ = correctedQuery(q, hits.map((hit) => Object.keys(hit.match)));
  const answer: SearchAnswer = correctedQ ? { q, groups, correctedQ } : { q, groups };
  return { answer, reads, rebuilt, syncMs: synced - started, searchMs: performance.now() - synced };
}
