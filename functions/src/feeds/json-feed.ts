import type { FeedChannel } from "./feed-channel";
import type { FeedEntry } from "./feed-entries";

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). It has no field for an image's alt text: the alt is in the
 * `<img alt>` at the top of `content_html`, and in our extension object `_devfolio` (the spec lets a feed add objects
 * whose names start with "_"), beside the kind the item is.
 */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

function itemJson(entry: FeedEntry) {
  return {
    id: entry.url,
    url: entry.url,
    title: entry.title,
    summary: entry.summary,
    content_html: entry.contentHtml,
    ...(entry.image ? { image: entry.image.url } : {}),
    date_published: entry.published.toISOString(),
    date_modified: entry.updated.toISOString(),
    tags: entry.category ? [entry.kindTitle, entry.category] : [entry.kindTitle],
    ...(entry.video ? { attachments: [{ url: entry.video.url, mime_type: entry.video.type ?? "application/octet-stream" }] } : {}),
    _devfolio: { kind: entry.kindSlug, ...(entry.image ? { image_alt: entry.image.alt } : {}) },
  };
}

/** The whole JSON Feed document of a feed, its entries newest first. */
export function jsonFeedDocument(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  const feed = {
    version: JSON_FEED_VERSION,
    title: channel.title,
    home_page_url: channel.homePageUrl,
    feed_url: channel.jsonUrl,
    description: channel.description,
    language: "en",
    authors: [channel.author],
    items: entries.map(itemJson),
  };
  return `${JSON.stringify(feed)}\n`;
}
