import { foldWord, wordsOf } from "./text";

/**
 * What a search really looked for when it forgave a typo (issue 32: "reactt" found "react" without a word of it). A
 * query word counts as corrected when no hit matched it as it is or as the start of a longer word (what one types
 * as one goes), yet hits matched a word one edit away, which the index's typo rule allowed. The answer then says
 * "Showing results for react". `matched` are the index's words each hit matched (folded), best hit first.
 */
export function correctedQuery(q: string, matched: readonly (readonly string[])[]): string | undefined {
  const words = wordsOf(q).map(foldWord).filter(Boolean);
  const seen = matched.flat();
  let changed = false;
  const corrected = words.map((word) => {
    if (seen.some((term) => term.startsWith(word))) return word;
    const nearest = mostFrequent(seen.filter((term) => withinOneEdit(word, term)));
    if (!nearest) return word;
    changed = true;
    return nearest;
  });
  return changed ? corrected.join(" ") : undefined;
}

/** The value seen most often, the earliest (the best hit's) on a tie. */
function mostFrequent(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/** Whether `b` is `a` with at most one letter added, removed or changed (the index's typo rule), in linear time. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
