import { USERNAME_PATTERN } from "./account-rules";
import { isDocumentId } from "./document-ids";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "./item-kinds";

// Which site addresses a page view may name, and what the owner's Stats page calls them. Plain values and linear
// patterns, no zod: the web's view beacon checks a path with it before sending, and that code loads after the page.

/** The longest path a view may name: "/random-posts/" and a 128-character id fit well under it. */
export const VIEW_PATH_MAX = 200;


/** The public pages that are not a kind's: the home page and the news page. */
const FIXED_PAGES: Readonly<Record<string, string>> = { "/": "Home", "/news": "News" };

/** A counted page: a named page (home, a kind's list), one item of a kind, or a member's public page. */
export type CountedPage =
  | { type: "page"; name: string }
  | { type: "item"; kind: ItemKind; id: string }
  | { type: "user"; username: string };

/**
 * What a path names, or null when it is no public page of the site (the login, the owner's desk, a typo). Only
 * public pages are counted: the owner's own pages are never a visitor's, and forms are not worth a chart.
 */
export function readCountedPath(path: string): CountedPage | null {
  if (path.length > VIEW_PATH_MAX) return null;
  const fixed = FIXED_PAGES[path];
  if (fixed) return { type: "page", name: fixed };
  const [, first = "", second, ...rest] = path.split("/");
  if (rest.length > 0 || second === "") return null;
  if (first === "id") return second !== undefined && USERNAME_PATTERN.test(second) ? { type: "user", username: second } : null;
  const kind = ITEM_KIND_NAMES.find((each) => ITEM_KINDS[each].pagePath === `/${first}`);
  if (!kind) return null;
  if (second === undefined) return { type: "page", name: ITEM_KINDS[kind].list.title };
  return isDocumentId(second) ? { type: "item", kind, id: second } : null;
}

export const isCountedPath = (path: string): boolean => readCountedPath(path) !== null;
