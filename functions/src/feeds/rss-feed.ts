import { escapeHtml } from "../contract/markup-html";
import type { FeedChannel } from "./feed-channel";
import type { FeedEntry } from "./feed-entries";
import type { FeedFile } from "./feed-media";
import { cdata, escapeXml, xmlSafe } from "./xml-text";

/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) with the modules readers know: Atom's self link and edit
 * time, the whole content in `content:encoded`, the author in `dc:creator`, and the item's image and its alt text as
 * Media RSS (`media:content` with `media:description`), since `enclosure` needs a byte length we do not store.
 */
const NAMESPACES = [
  'xmlns:atom="http://www.w3.org/2005/Atom"',
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:media="http://search.yahoo.com/mrss/"',
].join(" ");

const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeXml(value)}"` : "");

function mediaContent(file: FeedFile, medium: "image" | "video", description: string): string {
  const open = `<media:content${attribute("url", file.url)}${attribute("type", file.type)} medium="${medium}"`;
  return description ? `${open}><media:description type="plain">${escapeXml(description)}</media:description></media:content>` : `${open} />`;
}

function itemXml(entry: FeedEntry, channel: FeedChannel, origin: string): string {
  const link = escapeXml(entry.url);
  return [
    "    <item>",
    `      <title>${escapeXml(entry.title)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${entry.published.toUTCString()}</pubDate>`,
    // RSS 2.0 has no field for an edit: Atom's, in the namespace the feed declares.
    `      <atom:updated>${entry.updated.toISOString()}</atom:updated>`,
    `      <dc:creator>${escapeXml(channel.author.name)}</dc:creator>`,
    // Readers take a description as HTML: the plain summary is escaped for HTML, then for XML.
    `      <description>${escapeXml(escapeHtml(entry.summary))}</description>`,
    // The kind among the site's kinds, and the category among the kind's (its list filters by them).
    `      <category domain="${escapeXml(`${origin}/`)}">${escapeXml(entry.kindTitle)}</category>`,
    ...(entry.category ? [`      <category domain="${escapeXml(`${origin}/${entry.kindSlug}`)}">${escapeXml(entry.category)}</category>`] : []),
    ...(entry.image ? [`      ${mediaContent(entry.image, "image", entry.image.alt)}`] : []),
    ...(entry.video ? [`      ${mediaContent(entry.video, "video", "")}`] : []),
    `      <content:encoded>${cdata(entry.contentHtml)}</content:encoded>`,
    "    </item>",
  ].join("\n");
}

/** The whole RSS document of a feed, its entries newest first. */
export function rssDocument(channel: FeedChannel, entries: readonly FeedEntry[], origin: string): string {
  const newest = entries[0];
  return xmlSafe(
    [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<rss version="2.0" ${NAMESPACES}>`,
      "  <channel>",
      `    <title>${escapeXml(channel.title)}</title>`,
      `    <link>${escapeXml(channel.homePageUrl)}</link>`,
      `    <description>${escapeXml(channel.description)}</description>`,
      "    <language>en</language>",
      `    <atom:link href="${escapeXml(channel.rssUrl)}" rel="self" type="application/rss+xml" />`,
      ...(newest ? [`    <lastBuildDate>${newest.published.toUTCString()}</lastBuildDate>`] : []),
      ...entries.map((entry) => itemXml(entry, channel, origin)),
      "  </channel>",
      "</rss>",
      "",
    ].join("\n"),
  );
}
