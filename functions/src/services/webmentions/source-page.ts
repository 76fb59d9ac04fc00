import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { mf2 } from "microformats-parser";
import { WEBMENTION_LIMITS, type WebmentionType } from "../../contract/webmentions";

/** What a source page says about a target, read from its HTML and its h-entry (microformats2). */
export interface SourceReading {
  /** Whether the page links to the target: an `<a href>`, or its h-entry's in-reply-to, like-of or repost-of. */
  linksToTarget: boolean;
  type: WebmentionType;
  /** Plain text, never HTML, at most WEBMENTION_LIMITS.textLength characters. */
  text: string;
  /** The author's h-card, as plain strings: name, profile and photo addresses (http(s) only, or ""). */
  author: { name: string; url: string; photo: string };
}

/** An address with its fragment dropped, or null for anything that is not an absolute http(s) URL. */
export function comparableUrl(value: string, base?: string): string | null {
  try {
    const url = new URL(value, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

type Property = ReturnType<typeof mf2>["items"][number]["properties"][string][number];
type Entry = ReturnType<typeof mf2>["items"][number];

const isEntry = (value: Property): value is Entry => typeof value === "object" && "properties" in value;

/** A property value as a plain string: a string itself, an h-* object's value or url, an e-* value's text. */
function plain(value: Property | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (isEntry(value)) return plain(value.value ?? value.properties.url?.[0]);
  return value.value ?? "";
}

/** The first h-entry of the page, looking inside other items (an h-feed) too. */
function firstEntry(items: Entry[]): Entry | null {
  for (const item of items) {
    if (item.type?.includes("h-entry")) return item;
    const inside = firstEntry(item.children ?? []);
    if (inside) return inside;
  }
  return null;
}

/** The `<a href>` targets of the page, resolved against the source's address. */
function anchorHrefs(tree: Root, base: string): Set<string> {
  const found = new Set<string>();
  const walk = (node: Root | RootContent) => {
    if (node.type === "element") {
      const element = node as Element;
      const href = element.properties.href;
      if (element.tagName === "a" && typeof href === "string") {
        const url = comparableUrl(href, base);
        if (url) found.add(url);
      }
    }
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

const webAddress = (value: string) => (comparableUrl(value) ? value.slice(0, WEBMENTION_LIMITS.urlLength) : "");

/**
 * Reads a fetched source page (W3C Webmention 3.2.2, verification) for `target`: whether it links there, and what its
 * h-entry is, by microformats-parser (a maintained microformats2 parser). A like-of or repost-of naming the target
 * makes a like or a repost; otherwise it is a reply (in-reply-to, or a plain mention with text) or, with no text at
 * all, a bare mention. Text is the parser's plain value, never HTML; the author is only names and addresses.
 */
export function readSourcePage(html: string, source: string, target: string): SourceReading {
  const wanted = comparableUrl(target);
  const parsed = mf2(html, { baseUrl: source });
  const entry = firstEntry(parsed.items);
  const urlsOf = (name: string) => (entry?.properties[name] ?? []).map((value) => comparableUrl(plain(value), source));
  const likes = urlsOf("like-of").includes(wanted);
  const reposts = urlsOf("repost-of").includes(wanted);
  const replies = urlsOf("in-reply-to").includes(wanted);
  const linksToTarget = likes || reposts || replies || (wanted !== null && anchorHrefs(fromHtml(html), source).has(wanted));
  const content = entry ? plain(entry.properties.content?.[0] ?? entry.properties.summary?.[0]) : "";
  // Cut before the pattern reads it (DESIGN.md, Input before CPU).
  const text = content.slice(0, WEBMENTION_LIMITS.textLength * 2).replace(/\s+/g, " ").trim().slice(0, WEBMENTION_LIMITS.textLength);
  const type: WebmentionType = likes ? "like" : reposts ? "repost" : replies || text ? "reply" : "mention";
  const card = entry?.properties.author?.[0];
  const author =
    card && isEntry(card)
      ? { name: plain(card.properties.name?.[0]), url: webAddress(plain(card.properties.url?.[0])), photo: webAddress(plain(card.properties.photo?.[0])) }
      : { name: plain(card), url: "", photo: "" };
  return { linksToTarget, type, text, author: { ...author, name: author.name.slice(0, 200).replace(/\s+/g, " ").trim().slice(0, 100) } };
}
