import type { ImportComment, ImportEntry, ImportEntryStatus, ImportImage, ImportSkip, ParsedImport } from "../contract/imports";
import { htmlToMarkdown, htmlToText } from "./html-to-markdown";
import { ImportFileError } from "./import-file-error";
import { wordpressContentToHtml } from "./wordpress-html";
import { parseXml } from "./xml";

/** WXR elements that repeat; the parser gives them as arrays even when one is there. */
const REPEATED = new Set(["item", "wp:author", "wp:postmeta", "category", "wp:comment", "wp:commentmeta"]);

type XmlNode = Record<string, unknown>;

/** An element's text, whether the parser gave it as a string or as an object with attributes. */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value && typeof value === "object" && "#text" in value) return text((value as XmlNode)["#text"]);
  return "";
}

const list = (value: unknown): XmlNode[] => (Array.isArray(value) ? value.filter((each): each is XmlNode => !!each && typeof each === "object") : []);

/** "2024-05-03 10:20:30", a time with no zone (the GMT one, or the site's when that is all there is), to ISO 8601. */
function wordpressDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === "0000") return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const httpUrl = (value: string) => (/^https?:\/\//i.test(value.trim()) ? value.trim() : null);

function pathOf(link: string): string | null {
  try {
    const url = new URL(link);
    const path = url.pathname + url.search;
    return path === "/" ? null : path;
  } catch {
    return null;
  }
}

const STATUS: Record<string, ImportEntryStatus> = { publish: "published", future: "scheduled", draft: "draft", pending: "draft" };

const SKIPPED_STATUS: Record<string, string> = {
  private: "It is private at the source: only its author could read it.",
  trash: "It is in WordPress's trash.",
  "auto-draft": "It is an automatic draft WordPress started and nobody wrote.",
};

/** WordPress's own post types that are not content, and why they are left. */
const NOT_CONTENT: Record<string, string> = {
  attachment: "A media library file: it comes in where a post shows it (as its featured image or in its body).",
  nav_menu_item: "Menu items are not content.",
  revision: "Revisions are not imported: the post itself is.",
  custom_css: "Theme styles are not content.",
  customize_changeset: "Theme settings are not content.",
  oembed_cache: "WordPress's cache of embeds is not content.",
  user_request: "Privacy requests are not content.",
  wp_block: "Reusable blocks are not content of their own: the posts that use them keep what WordPress exported.",
  wp_template: "Theme templates are not content.",
  wp_template_part: "Theme templates are not content.",
  wp_global_styles: "Theme styles are not content.",
  wp_navigation: "Menus are not content.",
  wp_font_family: "Fonts are not content.",
  wp_font_face: "Fonts are not content.",
};

function metaOf(item: XmlNode): Map<string, string> {
  const meta = new Map<string, string>();
  for (const each of list(item["wp:postmeta"])) meta.set(text(each["wp:meta_key"]), text(each["wp:meta_value"]));
  return meta;
}

function commentsOf(item: XmlNode): ImportComment[] {
  const comments: ImportComment[] = [];
  for (const comment of list(item["wp:comment"])) {
    const type = text(comment["wp:comment_type"]);
    if (text(comment["wp:comment_approved"]) !== "1" || (type !== "" && type !== "comment")) continue;
    const parent = text(comment["wp:comment_parent"]);
    comments.push({
      sourceId: text(comment["wp:comment_id"]),
      parentSourceId: parent && parent !== "0" ? parent : null,
      authorName: htmlToText(text(comment["wp:comment_author"])) || "Anonymous",
      authorUrl: httpUrl(text(comment["wp:comment_author_url"])),
      text: htmlToText(wordpressContentToHtml(text(comment["wp:comment_content"])).html),
      createdAt: wordpressDate(text(comment["wp:comment_date_gmt"])) ?? wordpressDate(text(comment["wp:comment_date"])) ?? new Date(0).toISOString(),
    });
  }
  return comments;
}

/** Reads a WordPress eXtended RSS file (WXR 1.1 and 1.2), as Tools → Export writes it. */
export function readWordpress(xml: string): ParsedImport {
  const parsed = parseXml(xml, REPEATED);
  if ("error" in parsed) throw new ImportFileError(`This WordPress export could not be read: ${parsed.error}.`);
  const channel = ((parsed.value as XmlNode)?.rss as XmlNode | undefined)?.channel as XmlNode | undefined;
  if (!channel || typeof channel !== "object") throw new ImportFileError("This WordPress export could not be read: it has no channel.");

  const authors = new Map<string, string>();
  for (const author of list(channel["wp:author"])) {
    const login = text(author["wp:author_login"]);
    authors.set(login, text(author["wp:author_display_name"]).trim() || login);
  }
  const items = list(channel.item);
  const attachments = new Map<string, ImportImage>();
  for (const item of items) {
    if (text(item["wp:post_type"]) !== "attachment") continue;
    const url = text(item["wp:attachment_url"]).trim() || text(item.guid).trim();
    if (url) attachments.set(text(item["wp:post_id"]), { url, alt: metaOf(item).get("_wp_attachment_image_alt")?.trim() ?? "" });
  }

  const entries: ImportEntry[] = [];
  const skipped: ImportSkip[] = [];
  for (const item of items) {
    const id = text(item["wp:post_id"]);
    // WordPress keeps titles and names with HTML entities ("What&#8217;s"): read as HTML, they become text.
    const title = htmlToText(text(item.title));
    const type = text(item["wp:post_type"]);
    if (type !== "post" && type !== "page") {
      skipped.push({ sourceId: id, title, reason: NOT_CONTENT[type] ?? `Custom post type '${type}' has no kind here.` });
      continue;
    }
    const rawStatus = text(item["wp:status"]);
    const status = STATUS[rawStatus];
    if (!status) {
      skipped.push({ sourceId: id, title, reason: SKIPPED_STATUS[rawStatus] ?? `Its status at the source, '${rawStatus}', has no match here.` });
      continue;
    }
    const notes: string[] = [];
    // A password kept it from readers at the source: it comes in unpublished, for the owner to decide.
    const protectedByPassword = text(item["wp:post_password"]).trim() !== "";
    if (protectedByPassword) notes.push("It had a password at the source, so it comes in as a draft.");
    const { html, keptAsText } = wordpressContentToHtml(text(item["content:encoded"]));
    const converted = htmlToMarkdown(html);
    notes.push(...keptAsText.map((name) => `The [${name}] shortcode was kept as text.`), ...converted.notes);

    const categories: string[] = [];
    const tags: string[] = [];
    for (const term of list(item.category)) {
      const name = text(term).trim();
      const domain = text(term["@_domain"]);
      if (domain === "category") categories.push(name);
      else if (domain === "post_tag") tags.push(name);
      else notes.push(`The term '${name}' (${domain || "no taxonomy"}) has no place here and was left out.`);
    }

    const meta = metaOf(item);
    const thumbnailId = meta.get("_thumbnail_id");
    let featureImage: ImportImage | null = null;
    if (thumbnailId) {
      featureImage = attachments.get(thumbnailId) ?? null;
      if (!featureImage) notes.push(`Its featured image (attachment ${thumbnailId}) is not in the export.`);
    }

    const date = wordpressDate(text(item["wp:post_date_gmt"])) ?? wordpressDate(text(item["wp:post_date"]));
    const oldPaths = [pathOf(text(item.link)), `/?p=${id}`].filter((path): path is string => !!path);
    const creator = text(item["dc:creator"]);
    entries.push({
      sourceId: id,
      sourceType: type,
      title: title || "(untitled)",
      slug: text(item["wp:post_name"]),
      status: protectedByPassword ? "draft" : status,
      publishedAt: status === "draft" ? null : date,
      excerpt: htmlToText(text(item["excerpt:encoded"])),
      body: converted.body,
      featureImage,
      bodyImages: converted.images,
      categories: [...new Set(categories)],
      tags: [...new Set(tags)],
      author: creator ? (authors.get(creator) ?? creator) : null,
      oldPaths: [...new Set(oldPaths)],
      comments: commentsOf(item),
      notes: title ? notes : [...notes, "It has no title at the source."],
    });
  }
  return {
    source: "wordpress",
    siteTitle: text(channel.title).trim(),
    siteUrl: (text(channel["wp:base_blog_url"]) || text(channel.link)).trim(),
    entries,
    skipped,
  };
}
