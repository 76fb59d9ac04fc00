import { createContext, useContext, useEffect } from "react";
import { siteTitle } from "@contract/site";
import { SITE_DESCRIPTION } from "@/lib/utils/site";
import type { CollectedHead } from "./head-tags";


export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  /** What the image shows, for people who cannot see it (og:image:alt, twitter:image:alt); only with `image`. */
  imageAlt?: string;
  /** For an item page, what search engines should read it as (JSON-LD), and when it was published and edited. */
  item?: CollectedHead["item"];
  /** A page search engines must not keep: an unpublished item seen through its preview link. */
  noindex?: boolean;
}

const SNIPPET_LIMIT = 155;

/** SPEC section 1: detail-page descriptions are one line, cut at 155 characters plus an ellipsis. */
export function descriptionSnippet(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  return collapsed.length > SNIPPET_LIMIT ? `${collapsed.slice(0, SNIPPET_LIMIT)}...` : collapsed;
}

/** An empty head, which a page rendered on the server fills while it renders. */
export const newCollectedHead = (): CollectedHead => ({ title: siteTitle(), description: SITE_DESCRIPTION });

/** Whether no page has set its head yet in this tab: the head is still the one the loaded HTML came with. */
let firstPage = true;

// Effects never run on the server, so there the page's meta is handed to this collector while rendering instead.
const ServerHead = createContext<CollectedHead | null>(null);
export const ServerHeadProvider = ServerHead.Provider;

/**
 * Sets the page's head: title, description, canonical link, social previews and, for an item, its JSON-LD. On the
 * server they go to the collector, which page-document.ts writes out; in the browser the same tags (head-tags.ts) are
 * applied to the document (apply-head-tags.ts), so a page reached by a link has the head it has when loaded.
 */
export function usePageMeta({ title, description, image, imageAlt, item, noindex = false }: PageMeta = {}): void {
  const serverHead = useContext(ServerHead);
  const head: CollectedHead = { title: siteTitle(title), description: description ?? SITE_DESCRIPTION, image, imageAlt: image ? imageAlt : undefined, item, noindex };
  if (serverHead) Object.assign(serverHead, head);
  // The head as text: a page's values, not the objects of one render, decide when it changes.
  const shown = JSON.stringify(head);
  useEffect(() => {
    const page = JSON.parse(shown) as CollectedHead;
    const path = location.pathname;
    const url = new URL(path, location.origin).href;
    document.title = page.title;
    // The page the browser loaded came with its head written by the server (its canonical link says which page).
    const loaded = firstPage && document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href === url;
    firstPage = false;
    if (loaded) return;
    // The code that writes the tags comes with the first page reached by a link, or rendered in the browser alone;
    // a later navigation has the last word.
    void import("./apply-head-tags").then(({ applyHeadTags }) => {
      if (location.pathname === path) applyHeadTags(page, url);
    });
  }, [shown]);
}
