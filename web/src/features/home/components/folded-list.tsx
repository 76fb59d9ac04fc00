import type { ReactNode } from "react";

/** How many of a long home list show at first: a row of four reviews three times, or ten comment threads. */
export const FIRST_REVIEWS = 12;
export const FIRST_COMMENTS = 10;

interface FoldedListProps<Entry> {
  entries: readonly Entry[];
  /** How many entries show before the fold. */
  shown: number;
  /** The shown list's accessible name; the folded list needs none, its fold's button names it. */
  label: string;
  /** The entry's name, one and many: ["review", "reviews"]. */
  noun: readonly [string, string];
  /** Draws a run of entries as one list, named by `label` when given. */
  renderList: (entries: readonly Entry[], label?: string) => ReactNode;
}

/**
 * A long home list: the first entries, then the rest in the page but folded until the reader opens it. A closed
 * <details> is not laid out or styled, so a home page with 100 reviews and 50 comment threads no longer lays out
 * 2,000 elements nobody has scrolled to before it can settle on a phone (issue 32), while the entries stay in the
 * HTML: find in page opens the fold at a match, and it opens without JavaScript.
 */
export function FoldedList<Entry>({ entries, shown, label, noun: [one, many], renderList }: FoldedListProps<Entry>) {
  const folded = entries.length - shown;
  return (
    <>
      {renderList(entries.slice(0, shown), label)}
      {folded > 0 && (
        // Once open, the button goes (home.css), as a "load more" button does: the rest is simply there.
        <details className="folded-rest">
          <summary className="button button--small button--ghost">{`Show ${folded} more ${folded === 1 ? one : many}`}</summary>
          {renderList(entries.slice(shown))}
        </details>
      )}
    </>
  );
}
