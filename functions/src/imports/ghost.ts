import type { ImportEntry, ImportEntryStatus, ImportImage, ImportSkip, ParsedImport } from "../contract/imports";
import { type BodyPart, lexicalToParts, mobiledocToParts } from "./ghost-documents";
import { htmlToText, partsToMarkdown } from "./html-to-markdown";
import { ImportFileError } from "./import-file-error";

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === "object" && !Array.isArray(value);
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);
const str = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** Ghost's export: `{db: [{meta, data}]}` from Ghost's Labs page, or `{meta, data}` as some tools write it. */
export function ghostData(json: unknown): Row | null {
  if (!isRow(json)) return null;
  const db = Array.isArray(json.db) ? json.db[0] : json;
  const data = isRow(db) ? db.data : null;
  return isRow(data) && (Array.isArray(data.posts) || Array.isArray(data.pages)) ? data : null;
}

/** Where Ghost writes its own address in content, to be resolved against the site's address. */
const GHOST_URL = "__GHOST_URL__";

function isoDate(value: unknown): string | null {
  const text = str(value);
  if (!text && typeof value !== "number") return null;
  const date = new Date(typeof value === "number" ? value : text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Reads a Ghost export (Ghost 4, 5 and 6; older ones as far as they share its tables). */
export function readGhost(json: unknown): ParsedImport {
  const data = ghostData(json);
  if (!data) throw new ImportFileError("This Ghost export could not be read: it has no posts.");
  const settings = new Map(rows(data.settings).map((row) => [str(row.key), row.value]));
  let siteUrl = str(settings.get("url"));
  while (siteUrl.endsWith("/")) siteUrl = siteUrl.slice(0, -1);
  const siteTitle = str(settings.get("title"));
  /** Puts the site's address where Ghost wrote its placeholder, or leaves the path relative when none is known. */
  const resolve = (text: string) => text.split(GHOST_URL).join(siteUrl);

  const users = new Map(rows(data.users).map((row) => [str(row.id), str(row.name)]));
  const tags = new Map(rows(data.tags).map((row) => [str(row.id), row]));
  const tagsOf = new Map<string, Row[]>();
  for (const row of [...rows(data.posts_tags)].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))) {
    const tag = tags.get(str(row.tag_id));
    if (tag) tagsOf.set(str(row.post_id), [...(tagsOf.get(str(row.post_id)) ?? []), tag]);
  }
  const authorsOf = new Map<string, string[]>();
  for (const row of [...rows(data.posts_authors)].sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0))) {
    const name = users.get(str(row.author_id));
    if (name) authorsOf.set(str(row.post_id), [...(authorsOf.get(str(row.post_id)) ?? []), name]);
  }
  const metaOf = new Map(rows(data.posts_meta).map((row) => [str(row.post_id), row]));

  const entries: ImportEntry[] = [];
  const skipped: ImportSkip[] = [];
  const posts: Row[] = [...rows(data.posts), ...rows(data.pages).map((row) => ({ ...row, type: "page" }))];
  for (const post of posts) {
    const id = str(post.id);
    const title = str(post.title).trim();
    const type = str(post.type) || (post.page === true || post.page === 1 ? "page" : "post");
    const notes: string[] = [];
    const publishedAt = isoDate(post.published_at);
    const meta = metaOf.get(id) ?? {};
    let status: ImportEntryStatus;
    switch (str(post.status)) {
      case "published":
        status = "published";
        break;
      case "scheduled":
        status = "scheduled";
        break;
      case "draft":
        status = "draft";
        break;
      case "sent":
        if (!publishedAt) {
          status = "draft";
          notes.push("It was sent as an email only, with no publish date, so it comes in as a draft.");
        } else {
          status = "published";
          notes.push("It was sent as an email only at the source; it comes in as published.");
        }
        break;
      default:
        skipped.push({ sourceId: id, title, reason: `Its status at the source, '${str(post.status)}', has no match here.` });
        continue;
    }
    if (type !== "post" && type !== "page") {
      skipped.push({ sourceId: id, title, reason: `Ghost's '${type}' type has no kind here.` });
      continue;
    }
    if (post.email_only === true || meta.email_only === true) {
      if (status === "published" && !notes.length) notes.push("It was sent as an email only at the source; it comes in as published.");
    }
    const visibility = str(post.visibility);
    if (visibility && visibility !== "public") notes.push(`It was for ${visibility === "paid" || visibility === "tiers" ? "paying members" : "members"} only at the source; here it is public once published.`);

    const bodyNotes = new Set<string>();
    let parts: BodyPart[] = [];
    try {
      if (str(post.html)) parts = [{ html: resolve(str(post.html)) }];
      else if (str(post.lexical)) parts = lexicalToParts(resolve(str(post.lexical)), bodyNotes);
      else if (str(post.mobiledoc)) parts = mobiledocToParts(resolve(str(post.mobiledoc)), bodyNotes);
    } catch {
      notes.push("Its body could not be read at the source, so it comes in empty.");
      parts = [];
    }
    const converted = partsToMarkdown(parts);
    if (!siteUrl && [post.html, post.lexical, post.mobiledoc].some((field) => str(field).includes(GHOST_URL))) {
      notes.push("Its body's links to the old site were left relative: the export does not say the site's address.");
    }

    let featureImage: ImportImage | null = null;
    const feature = str(post.feature_image);
    if (feature) {
      const url = resolve(feature);
      if (feature.includes(GHOST_URL) && !siteUrl) notes.push(`Its feature image's address is relative to the old site (${url}).`);
      featureImage = { url, alt: str(meta.feature_image_alt ?? post.feature_image_alt).trim() };
      const caption = htmlToText(str(meta.feature_image_caption ?? post.feature_image_caption));
      if (caption) notes.push(`Its feature image's caption was: ${caption}`);
    }

    const publicTags: string[] = [];
    for (const tag of tagsOf.get(id) ?? []) {
      const name = str(tag.name);
      if (str(tag.visibility) === "internal" || name.startsWith("#")) notes.push(`The internal tag '${name}' was left out.`);
      else publicTags.push(name);
    }
    const authors = authorsOf.get(id) ?? [];
    const fallbackAuthor = users.get(str(post.author_id)) ?? null;
    if (authors.length > 1) notes.push(`It had several authors: ${authors.join(", ")}.`);

    const slug = str(post.slug);
    entries.push({
      sourceId: id,
      sourceType: type,
      title: title || "(untitled)",
      slug,
      status,
      publishedAt: status === "draft" ? null : publishedAt,
      excerpt: htmlToText(str(post.custom_excerpt)),
      body: converted.body,
      featureImage,
      bodyImages: converted.images,
      categories: [],
      tags: publicTags,
      author: authors[0] ?? fallbackAuthor,
      oldPaths: slug ? [`/${slug}/`] : [],
      comments: [],
      notes: [...notes, ...bodyNotes, ...converted.notes, ...(title ? [] : ["It has no title at the source."])],
    });
  }
  return { source: "ghost", siteTitle, siteUrl, entries, skipped };
}
