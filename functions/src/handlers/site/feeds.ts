import { feedLinks, type FeedName } from "../../contract/feeds";
import { ITEM_KINDS, ITEM_KIND_NAMES } from "../../contract/item-kinds";
import { feedChannelOf } from "../../feeds/feed-channel";
import { feedEntryOf } from "../../feeds/feed-entries";
import { jsonFeedDocument } from "../../feeds/json-feed";
import { rssDocument } from "../../feeds/rss-feed";
import { escapeXml } from "../../feeds/xml-text";
import { siteOrigin } from "../../config";
import type { Answer, Handler } from "../../http/router";
import { sharedCacheHeadersFor } from "../../http/viewer";
import { listFeedItems, listIndexedItems } from "../../services/items/site-index";

/** A document the same for everybody, kept by the CDN for a short while (http/viewer.ts). */
export const documentAnswer = async (request: Parameters<Handler>[0], contentType: string, text: string): Promise<Answer> => ({
  body: null,
  headers: await sharedCacheHeadersFor(request),
  document: { contentType, text },
});

const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));

/** GET /sitemap.xml: every public page and every published item, each with the date it last changed. */
export const sitemapHandler: Handler = async (request) => {
  const origin = siteOrigin();
  const items = await listIndexedItems();
  const newestOf = (paths: string[]) => newest(items.filter((item) => paths.includes(ITEM_KINDS[item.kind].pagePath)).map((item) => item.modified));
  const everything = ITEM_KIND_NAMES.map((kind) => ITEM_KINDS[kind].pagePath);
  // The static pages change when what they show does: the home page and news with anything, a list with its kind.
  const pages = [
    { path: "/", modified: newestOf(everything) },
    ...everything.map((path) => ({ path, modified: newestOf([path]) })),
    { path: "/news", modified: newestOf(everything) },
    ...items.map((item) => ({ path: `${ITEM_KINDS[item.kind].pagePath}/${item.id}`, modified: item.modified })),
  ];
  const urls = pages.map(
    ({ path, modified }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${modified.toISOString()}</lastmod></url>`,
  );
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return documentAnswer(request, "application/xml; charset=utf-8", text);
};

/**
 * The most entries a feed carries, newest first: readers poll often and keep what they saw, and a whole article is
 * up to three paragraphs of TEXT_LIMITS.longText, so twenty bound one answer to about a megabyte before compression.
 */
export const FEED_SIZE = 20;

/** The entries and the channel of one feed, its links on the configured site. */
async function feedParts(feed: FeedName) {
  const origin = siteOrigin();
  const items = await listFeedItems(feed, FEED_SIZE);
  return { origin, channel: feedChannelOf(feed, origin), entries: items.map((item) => feedEntryOf(item, origin)) };
}

/** GET /rss/{feed}.xml: a feed in RSS 2.0 (feeds/rss-feed.ts). */
function rssFeedHandler(feed: FeedName): Handler {
  return async (request) => {
    const { origin, channel, entries } = await feedParts(feed);
    return documentAnswer(request, "application/rss+xml; charset=utf-8", rssDocument(channel, entries, origin));
  };
}

/** GET /feeds/{feed}.json: a feed in JSON Feed 1.1 (feeds/json-feed.ts). */
function jsonFeedHandler(feed: FeedName): Handler {
  return async (request) => {
    const { channel, entries } = await feedParts(feed);
    return documentAnswer(request, "application/feed+json; charset=utf-8", jsonFeedDocument(channel, entries));
  };
}

/** Every feed's two addresses and their handlers, for the router: each kind's, and everything's. */
export const FEED_ROUTES: { path: string; handler: Handler }[] = [...ITEM_KIND_NAMES, "all" as const].flatMap((feed) => {
  const [rss, json] = feedLinks(feed);
  return [
    { path: rss.href, handler: rssFeedHandler(feed) },
    { path: json.href, handler: jsonFeedHandler(feed) },
  ];
});
