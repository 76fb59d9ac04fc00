import type { ReactNode } from "react";

/** How many of a long home list show at first: a row of four reviews three times, or ten comment threads. */
export const FIRST_REVIEWS = 12;
export const FIRST_COMMENTS = 10;

interface FoldedRestProps {
  /** How many entries are folded. */
  count: number;
  /** The entry's name, one and many: ["review", "reviews"]. */
  noun: readonly [string, string];
  /** The folded entries, as a list like the one above them. */
  children: ReactNode;
}

/**
 * The rest of a long home list, in the page but folded until the reader opens it. A closed <details> is not laid out
 * or styled, so a home page with 100 reviews and 50 comment threads no longer lays out 2,000 elements nobody has
 * scrolled to before it can settle on a phone (issue 32), while the entries stay in the HTML: find in page opens the
 * fold at a match, and it opens without JavaScript.
 */
export function FoldedRest({ count, noun: [one, many], children }: FoldedRestProps) {
  if (count < 1) return null;
  // Once open, the button goes (home.css), as a "load more" button does: the rest is simply there.
  return (
    <details className="folded-rest">
      <summary className="button button--small button--ghost">{`Show ${count} more ${count === 1 ? one : many}`}</summary>
      {children}
    </details>
  );
}
