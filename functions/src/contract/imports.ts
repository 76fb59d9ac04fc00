/**
 * What an import file becomes once read (issue 36, docs/import-export.md): one format for WordPress (WXR), Ghost
 * (JSON) and Markdown files with front matter, so the dry run, the mapping onto our kinds and the import itself are
 * written once. Plain types and values (no zod): the parsers run in their own bundle, the web shows the dry run.
 */

/** Where an import file came from, as its content says (never its name alone). */
export type ImportSource = "wordpress" | "ghost" | "markdown";

/** An entry's state at its source; "scheduled" has a publish time still to come. */
export type ImportEntryStatus = "published" | "draft" | "scheduled";

/** An image an entry uses: a remote URL, or `zip:` and a path inside the uploaded zip. */
export interface ImportImage {
  url: string;
  /** The source's description of it; "" when it gave none. */
  alt: string;
}

/** An approved comment at the source, kept as the item's comment, marked as imported. */
export interface ImportComment {
  sourceId: string;
  /** The comment it answers at the source, or null for a top-level one. */
  parentSourceId: string | null;
  authorName: string;
  /** The author's own site, when the source kept one (http(s) only). */
  authorUrl: string | null;
  /** Plain text: tags removed, links written out. */
  text: string;
  /** ISO 8601. */
  createdAt: string;
}

/** One post, page or file that may become an item. */
export interface ImportEntry {
  /** Stable within its source: a WordPress post id, a Ghost post id, a Markdown file's path. Makes re-imports idempotent. */
  sourceId: string;
  /**
   * What the owner maps onto one of our kinds: "post" or "page" for WordPress and Ghost, the content folder of a
   * Markdown file ("posts", "blog"; "" at the top level).
   */
  sourceType: string;
  title: string;
  /** The slug at the source, when it has one. */
  slug: string;
  status: ImportEntryStatus;
  /** When it was (or will be) published, ISO 8601; null for a draft that never was. */
  publishedAt: string | null;
  /** The source's own summary, plain text; "" when it has none. */
  excerpt: string;
  /** The body as our Markdown (docs/long-form.md), images still at their source URLs. */
  body: string;
  /** The featured, cover or hero image. */
  featureImage: ImportImage | null;
  /** Every image the body shows, in order, each once. */
  bodyImages: ImportImage[];
  categories: string[];
  tags: string[];
  /** The author's display name at the source. */
  author: string | null;
  /** The site paths it was reachable at ("/2024/05/my-post/", "/my-post/"), to answer 301 to its new page. */
  oldPaths: string[];
  comments: ImportComment[];
  /** What could not map and how it was kept, for the report ("The [gallery] shortcode was kept as text."). */
  notes: string[];
}

/** Something in the file that will not become an item, and why, for the dry run and the report. */
export interface ImportSkip {
  sourceId: string;
  title: string;
  reason: string;
}

/** A whole import file, read. */
export interface ParsedImport {
  source: ImportSource;
  /** The source site's title and address, when the file says. */
  siteTitle: string;
  siteUrl: string;
  entries: ImportEntry[];
  skipped: ImportSkip[];
}
