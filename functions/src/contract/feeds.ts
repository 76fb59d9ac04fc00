import { ITEM_KINDS, type ItemKind } from "./item-kinds";

/**
 * The site's feeds (issue 24): one for each published kind and one for everything together, each in RSS 2.0 and in
 * JSON Feed 1.1. Plain values, so a list page can link its kind's feeds on first load (docs/rendering.md, Feeds).
 */
export type FeedName = ItemKind | "all";

/** A feed's name in its addresses: the kind's page segment ("random-posts"), as readers know it, or "all". */
export const feedSlugOf = (feed: FeedName): string => (feed === "all" ? "all" : ITEM_KINDS[feed].pagePath.slice(1));

/** One format of a feed, as a page's `<link rel="alternate">` and a visible link name it. */
export interface FeedLink {
  /** Its name for people: "RSS" or "JSON Feed". */
  format: string;
  /** Its media type, for the link's `type`. */
  type: string;
  /** Its address on the site. */
  href: string;
}

/** Where a feed is, RSS first: `/rss/articles.xml` (the address feeds always had) and `/feeds/articles.json`. */
export const feedLinks = (feed: FeedName): [rss: FeedLink, json: FeedLink] => [
  { format: "RSS", type: "application/rss+xml", href: `/rss/${feedSlugOf(feed)}.xml` },
  { format: "JSON Feed", type: "application/feed+json", href: `/feeds/${feedSlugOf(feed)}.json` },
];
