import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { POST_CATEGORIES, PROJECT_CATEGORIES } from "../../contract/limits";
import { SITE_NAME } from "../../contract/site";
import { ownerAccount, ownerName, siteDescription } from "../../config";
import { db } from "../../firebase";
import { feedEntryOf } from "../../feeds/feed-entries";
import { cdata, escapeXml, xmlSafe } from "../../feeds/xml-text";
import { toProject } from "../items/projects-service";
import { feedItemFrom, type FeedItem } from "../items/site-index";
import { itemStateOf, publishTimeOf } from "../items/visibility";
import { text } from "../firestore-values";
import { commentsOfPage, pagesOf } from "./export-records";
import type { ExportProgress } from "./export-sources";
import type { FileSink } from "./file-sink";

/**
 * The site as a WordPress eXtended RSS 1.2 file (issue 36, docs/import-export.md "WXR"), for an owner who leaves for
 * WordPress: every item of the five kinds as a `post` (WordPress pages have no categories, tags or feed, and a
 * portfolio's projects are dated entries as much as its articles), in a category naming its kind and in its own
 * category, projects' technologies as tags; each featured image as an attachment the post names in
 * `_thumbnail_id`; each comment approved, as it is shown here. Written to the sink item by item.
 */

const WXR_STATUS = { published: "publish", scheduled: "future", draft: "draft", trashed: "trash" } as const;

/** WordPress's slug rule, near enough: lower case ASCII letters, digits and hyphens. */
export function slugOf(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 190);
}

/** Text as XML element content: escaped, and without the characters XML cannot carry. */
const xmlText = (value: string) => escapeXml(xmlSafe(value));
const xmlData = (value: string) => cdata(xmlSafe(value));

/** "2024-05-01 09:30:00", WordPress's date form; the site keeps UTC, so local and GMT dates are the same. */
const wpDate = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === "function" ? (value as Timestamp).toDate() : null;

function feedItemOf(kind: ItemKind, doc: DocumentSnapshot): FeedItem {
  const published = dateOf(publishTimeOf(doc.data() ?? {})) ?? dateOf(doc.get("createdAt")) ?? new Date(0);
  return feedItemFrom(doc, { kind, published, updated: dateOf(doc.get("updatedAt")) ?? published });
}

const kindSlug = (kind: ItemKind) => slugOf(ITEM_KINDS[kind].pagePath);

function categoryXml(termId: number, nicename: string, name: string): string {
  return `\t<wp:category><wp:term_id>${termId}</wp:term_id><wp:category_nicename>${xmlData(nicename)}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${xmlData(name)}</wp:cat_name></wp:category>\n`;
}

/** The channel's head: the site, its one author (the owner; no email, as nothing else here carries one), its terms. */
function channelHead(origin: string, tags: string[]): string {
  const owner = ownerAccount().username;
  const categories: Array<[string, string]> = [
    ...ITEM_KIND_NAMES.map((kind): [string, string] => [kindSlug(kind), ITEM_KINDS[kind].list.title]),
    ...[...new Set([...POST_CATEGORIES, ...PROJECT_CATEGORIES])].map((name): [string, string] => [slugOf(name), name]),
  ];
  let term = 0;
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>\n',
    `<!-- A WordPress eXtended RSS file of ${xmlText(SITE_NAME)}: import it with WordPress's Tools > Import > WordPress. -->\n`,
    '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n',
    "<channel>\n",
    `\t<title>${xmlText(SITE_NAME)}</title>\n`,
    `\t<link>${xmlText(origin)}</link>\n`,
    `\t<description>${xmlText(siteDescription())}</description>\n`,
    `\t<pubDate>${new Date().toUTCString()}</pubDate>\n`,
    "\t<language>en</language>\n",
    "\t<wp:wxr_version>1.2</wp:wxr_version>\n",
    `\t<wp:base_site_url>${xmlText(origin)}</wp:base_site_url>\n`,
    `\t<wp:base_blog_url>${xmlText(origin)}</wp:base_blog_url>\n`,
    `\t<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${xmlData(owner)}</wp:author_login><wp:author_email></wp:author_email><wp:author_display_name>${xmlData(ownerName())}</wp:author_display_name><wp:author_first_name></wp:author_first_name><wp:author_last_name></wp:author_last_name></wp:author>\n`,
    ...categories.map(([nicename, name]) => categoryXml((term += 1), nicename, name)),
    ...tags.map((tag) => `\t<wp:tag><wp:term_id>${(term += 1)}</wp:term_id><wp:tag_slug>${xmlData(slugOf(tag))}</wp:tag_slug><wp:tag_name>${xmlData(tag)}</wp:tag_name></wp:tag>\n`),
    `\t<generator>${xmlText(SITE_NAME)}</generator>\n`,
  ].join("");
}

/** Every technology a project names, for the channel's tags: one projection read of the projects. */
async function projectTags(): Promise<string[]> {
  const tags = new Set<string>();
  for (const kind of ITEM_KIND_NAMES) {
    if (ITEM_KINDS[kind].shape !== "project") continue;
    for await (const page of pagesOf(db().collection(ITEM_KINDS[kind].collection).select("technologiesUsed"))) {
      for (const doc of page) for (const tag of toProject(doc).technologiesUsed) if (slugOf(tag)) tags.add(tag);
    }
  }
  return [...tags].sort();
}

interface Comment {
  number: number;
  doc: DocumentSnapshot;
}

function commentXml({ number, doc }: Comment, numbers: Map<string, number>): string {
  const remote = doc.get("fediverse") as Record<string, unknown> | undefined;
  const author = text(doc.get("username")) || text(remote?.name) || text(remote?.handle) || "deleted user";
  const url = remote ? text(remote.url) : "";
  const created = dateOf(doc.get("createdAt")) ?? new Date(0);
  const replyTo = doc.get("replyTo") as { commentId?: unknown } | undefined;
  const parent = numbers.get(text(replyTo?.commentId)) ?? 0;
  return [
    "\t\t<wp:comment>\n",
    `\t\t\t<wp:comment_id>${number}</wp:comment_id>\n`,
    `\t\t\t<wp:comment_author>${xmlData(author)}</wp:comment_author>\n`,
    "\t\t\t<wp:comment_author_email></wp:comment_author_email>\n",
    `\t\t\t<wp:comment_author_url>${xmlText(url)}</wp:comment_author_url>\n`,
    "\t\t\t<wp:comment_author_IP></wp:comment_author_IP>\n",
    `\t\t\t<wp:comment_date>${xmlData(wpDate(created))}</wp:comment_date>\n`,
    `\t\t\t<wp:comment_date_gmt>${xmlData(wpDate(created))}</wp:comment_date_gmt>\n`,
    `\t\t\t<wp:comment_content>${xmlData(text(doc.get("text")))}</wp:comment_content>\n`,
    "\t\t\t<wp:comment_approved>1</wp:comment_approved>\n",
    "\t\t\t<wp:comment_type>comment</wp:comment_type>\n",
    `\t\t\t<wp:comment_parent>${parent}</wp:comment_parent>\n`,
    "\t\t\t<wp:comment_user_id>0</wp:comment_user_id>\n",
    "\t\t</wp:comment>\n",
  ].join("");
}

interface PostXml {
  postId: number;
  kind: ItemKind;
  doc: DocumentSnapshot;
  origin: string;
  thumbnailId: number | null;
  comments: Comment[];
}

function postXml({ postId, kind, doc, origin, thumbnailId, comments }: PostXml): string {
  const feedItem = feedItemOf(kind, doc);
  const entry = feedEntryOf(feedItem, origin);
  const state = itemStateOf(doc.data() ?? {});
  const date = wpDate(feedItem.published);
  const categories = [
    `\t\t<category domain="category" nicename="${xmlText(kindSlug(kind))}">${xmlData(entry.kindTitle)}</category>\n`,
    entry.category ? `\t\t<category domain="category" nicename="${xmlText(slugOf(entry.category))}">${xmlData(entry.category)}</category>\n` : "",
    ...(feedItem.shape === "project" ? feedItem.item.technologiesUsed : [])
      .filter((tag) => slugOf(tag))
      .map((tag) => `\t\t<category domain="post_tag" nicename="${xmlText(slugOf(tag))}">${xmlData(tag)}</category>\n`),
  ];
  const numbers = new Map(comments.map((comment) => [comment.doc.id, comment.number]));
  return [
    "\t<item>\n",
    `\t\t<title>${xmlText(entry.title)}</title>\n`,
    `\t\t<link>${xmlText(entry.url)}</link>\n`,
    `\t\t<pubDate>${feedItem.published.toUTCString()}</pubDate>\n`,
    `\t\t<dc:creator>${xmlData(ownerAccount().username)}</dc:creator>\n`,
    `\t\t<guid isPermaLink="false">${xmlText(entry.url)}</guid>\n`,
    "\t\t<description></description>\n",
    `\t\t<content:encoded>${xmlData(entry.contentHtml)}</content:encoded>\n`,
    `\t\t<excerpt:encoded>${xmlData(entry.summary)}</excerpt:encoded>\n`,
    `\t\t<wp:post_id>${postId}</wp:post_id>\n`,
    `\t\t<wp:post_date>${xmlData(date)}</wp:post_date>\n`,
    `\t\t<wp:post_date_gmt>${xmlData(date)}</wp:post_date_gmt>\n`,
    `\t\t<wp:post_modified>${xmlData(wpDate(feedItem.updated))}</wp:post_modified>\n`,
    `\t\t<wp:post_modified_gmt>${xmlData(wpDate(feedItem.updated))}</wp:post_modified_gmt>\n`,
    "\t\t<wp:comment_status>open</wp:comment_status>\n",
    "\t\t<wp:ping_status>closed</wp:ping_status>\n",
    `\t\t<wp:post_name>${xmlData(slugOf(entry.title) || slugOf(doc.id) || String(postId))}</wp:post_name>\n`,
    `\t\t<wp:status>${WXR_STATUS[state]}</wp:status>\n`,
    "\t\t<wp:post_parent>0</wp:post_parent>\n",
    "\t\t<wp:menu_order>0</wp:menu_order>\n",
    "\t\t<wp:post_type>post</wp:post_type>\n",
    "\t\t<wp:post_password></wp:post_password>\n",
    "\t\t<wp:is_sticky>0</wp:is_sticky>\n",
    ...categories,
    thumbnailId ? `\t\t<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${xmlData(String(thumbnailId))}</wp:meta_value></wp:postmeta>\n` : "",
    ...comments.map((comment) => commentXml(comment, numbers)),
    "\t</item>\n",
  ].join("");
}

/** The featured image as WordPress's attachment post, which its importer downloads from `wp:attachment_url`. */
function attachmentXml(attachmentId: number, parentId: number, url: string, title: string, alt: string, date: Date): string {
  const name = slugOf(decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? "")) || `image-${attachmentId}`;
  return [
    "\t<item>\n",
    `\t\t<title>${xmlText(title)}</title>\n`,
    `\t\t<link>${xmlText(url)}</link>\n`,
    `\t\t<pubDate>${date.toUTCString()}</pubDate>\n`,
    `\t\t<dc:creator>${xmlData(ownerAccount().username)}</dc:creator>\n`,
    `\t\t<guid isPermaLink="false">${xmlText(url)}</guid>\n`,
    "\t\t<description></description>\n",
    "\t\t<content:encoded><![CDATA[]]></content:encoded>\n",
    "\t\t<excerpt:encoded><![CDATA[]]></excerpt:encoded>\n",
    `\t\t<wp:post_id>${attachmentId}</wp:post_id>\n`,
    `\t\t<wp:post_date>${xmlData(wpDate(date))}</wp:post_date>\n`,
    `\t\t<wp:post_date_gmt>${xmlData(wpDate(date))}</wp:post_date_gmt>\n`,
    "\t\t<wp:comment_status>closed</wp:comment_status>\n",
    "\t\t<wp:ping_status>closed</wp:ping_status>\n",
    `\t\t<wp:post_name>${xmlData(name)}</wp:post_name>\n`,
    "\t\t<wp:status>inherit</wp:status>\n",
    `\t\t<wp:post_parent>${parentId}</wp:post_parent>\n`,
    "\t\t<wp:menu_order>0</wp:menu_order>\n",
    "\t\t<wp:post_type>attachment</wp:post_type>\n",
    "\t\t<wp:post_password></wp:post_password>\n",
    "\t\t<wp:is_sticky>0</wp:is_sticky>\n",
    `\t\t<wp:attachment_url>${xmlData(url)}</wp:attachment_url>\n`,
    alt ? `\t\t<wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>${xmlData(alt)}</wp:meta_value></wp:postmeta>\n` : "",
    "\t</item>\n",
  ].join("");
}

export interface WxrCounts {
  posts: number;
  attachments: number;
  comments: number;
}

export async function writeSiteWxr(sink: FileSink, origin: string, progress: ExportProgress): Promise<WxrCounts> {
  const write = async (chunk: string) => {
    sink.write(Buffer.from(chunk, "utf8"));
    await sink.ready();
  };
  await write(channelHead(origin, await projectTags()));
  const counts: WxrCounts = { posts: 0, attachments: 0, comments: 0 };
  let nextId = 0;
  for (const kind of ITEM_KIND_NAMES) {
    for await (const page of pagesOf(db().collection(ITEM_KINDS[kind].collection))) {
      const pageComments = await commentsOfPage(page);
      for (const [index, doc] of page.entries()) {
        const postId = (nextId += 1);
        const comments: Comment[] = (pageComments[index] ?? []).map((comment, at) => ({ number: at + 1, doc: comment }));
        const entry = feedEntryOf(feedItemOf(kind, doc), origin);
        const thumbnailId = entry.image ? (nextId += 1) : null;
        await write(postXml({ postId, kind, doc, origin, thumbnailId, comments }));
        if (entry.image && thumbnailId) {
          await write(attachmentXml(thumbnailId, postId, entry.image.url, entry.title, entry.image.alt, feedItemOf(kind, doc).published));
          counts.attachments += 1;
        }
        counts.posts += 1;
        counts.comments += comments.length;
        await progress.step();
      }
    }
  }
  await write("</channel>\n</rss>\n");
  return counts;
}
