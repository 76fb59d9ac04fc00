import { ITEM_KINDS, ITEM_KIND_NAMES } from "../contract/item-kinds";
import { SITE_NAME, siteTitle } from "../contract/site";
import { siteOrigin } from "../http/site-origin";
import type { Answer, Handler } from "../http/router";
import { sharedCacheHeadersFor } from "../http/viewer";
import { listFeedEntries, listIndexedItems } from "../services/site-index";

const FEED_SIZE = 20;
const SNIPPET_LIMIT = 155;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const xmlAnswer = async (request: Parameters<Handler>[0], contentType: string, text: string): Promise<Answer> => ({
  body: null,
  headers: await sharedCacheHeadersFor(request),
  document: { contentType, text },
});

/** SPEC section 1's snippet rule: whitespace collapsed, cut at 155 characters plus an ellipsis. */
const snippet = (text: string) => {
  const collapsed = text.replace(/\s+/g, " ").trim();
  return collapsed.length > SNIPPET_LIMIT ? `${collapsed.slice(0, SNIPPET_LIMIT)}...` : collapsed;
};

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
  return xmlAnswer(request, "application/xml; charset=utf-8", text);
};

/** GET /rss/articles.xml and /rss/blogs.xml: RSS 2.0 feeds of the newest articles and blogs. */
export function feedHandler(kind: "articles" | "blogs"): Handler {
  const { pagePath, list } = ITEM_KINDS[kind];
  const name = list.title;
  return async (request) => {
    const origin = siteOrigin();
    const entries = await listFeedEntries(kind, FEED_SIZE);
    const items = entries.map((entry) => {
      const link = escapeXml(`${origin}${pagePath}/${entry.id}`);
      return [
        "    <item>",
        `      <title>${escapeXml(entry.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${entry.published.toUTCString()}</pubDate>`,
        // RSS 2.0 has no field for an edit: Atom's, in the namespace the feed already declares.
        `      <atom:updated>${entry.updated.toISOString()}</atom:updated>`,
        `      <description>${escapeXml(snippet(entry.summary))}</description>`,
        "    </item>",
      ].join("\n");
    });
    const self = escapeXml(`${origin}/rss/${kind}.xml`);
    const text = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
      "  <channel>",
      `    <title>${escapeXml(siteTitle(name))}</title>`,
      `    <link>${escapeXml(origin + pagePath)}</link>`,
      `    <description>${escapeXml(`The newest ${kind} on ${SITE_NAME}.`)}</description>`,
      "    <language>en</language>",
      `    <atom:link href="${self}" rel="self" type="application/rss+xml" />`,
      ...(entries[0] ? [`    <lastBuildDate>${entries[0].published.toUTCString()}</lastBuildDate>`] : []),
      ...items,
      "  </channel>",
      "</rss>",
      "",
    ].join("\n");
    return xmlAnswer(request, "application/rss+xml; charset=utf-8", text);
  };
}
