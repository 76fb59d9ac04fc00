import { ITEM_KINDS, type ItemKind } from "./item-kinds";

// The web app's React Query keys of everything the `api` function renders into a page: it inlines each answer under
// the key the app's query for it uses, so the app shows it without asking again. Written here once, for both sides;
// a key spelled twice would silently stop matching, and the app would fetch what the page already holds.

/** The three community lists on the home page, which the home page is rendered with. */
export const HOME_LIST_KEYS = {
  reviews: ["reviews"],
  reports: ["reports"],
  homeComments: ["home-comments"],
} as const;

/** A kind's cache entries are named like its pages: "random-posts" for GET /api/random-post, shown at /random-posts. */
const pageName = (kind: ItemKind) => ITEM_KINDS[kind].pagePath.slice(1);

/** One item, as its page shows it: `["projects", id]`. Its comment pages sit below this key. */
export const itemKey = (kind: ItemKind, id: string) => [pageName(kind), id] as const;

/**
 * What a list shows: the search text and the category, or every item (the server's own defaults); for the owner, one
 * of their filters (item-status.ts), absent for everyone else, so a guest's key stays the one the server inlines.
 */
export interface ListFilters {
  q: string;
  category: string | null;
  status?: string;
}

export const UNFILTERED_LIST: Readonly<ListFilters> = { q: "", category: null };

/** The prefix of every list of a kind (any search, any category), so a change can reach them all. */
export const itemListsKey = (kind: ItemKind) => [pageName(kind), "list"] as const;

/** One list of a kind: `["projects", "list", UNFILTERED_LIST]` is every project, newest first. */
export const itemListKey = (kind: ItemKind, filters: ListFilters) => [...itemListsKey(kind), filters] as const;
