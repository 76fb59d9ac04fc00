import { z } from "zod";

/**
 * The long-form body of articles and blogs (issue 35, docs/long-form.md): Markdown the owner writes beside SPEC's
 * paragraphs, rendered to HTML once when the item is saved. SPEC's fields and messages stay as they are.
 */

export const LONG_FORM_LIMITS = {
  /** Characters of Markdown: a 5,000-word post with 20 code blocks is about 40,000. */
  bodyChars: 80_000,
  /**
   * Bytes of the Markdown, its HTML and its text together. Firestore keeps a document under 1 MiB; coloured code
   * makes HTML several times its source, and the item's other fields need room too.
   */
  storedBytes: 850_000,
} as const;

export const BODY_FIELD = "body";
export const BODY_TOO_LONG_MESSAGE = `The body is limited to ${LONG_FORM_LIMITS.bodyChars} characters.`;
export const BODY_TOO_LARGE_RENDERED_MESSAGE = "The body is too large once rendered. Shorten it, or its code blocks.";

/** Words a reader reads in a minute, for the page's reading time. */
export const WORDS_PER_MINUTE = 230;

/**
 * The body as POST and PUT take it: left out keeps the stored one on an edit, "" removes it. A form sends its line
 * breaks as CRLF (multipart's rule): they are kept as "\n", and the limit counts what is kept.
 */
export const bodyFieldSchema = z
  .string()
  .transform((value) => value.replace(/\r\n?/g, "\n"))
  .pipe(z.string().max(LONG_FORM_LIMITS.bodyChars, BODY_TOO_LONG_MESSAGE))
  .optional();

/** The item's long-form fields in an answer: the rendered HTML for all, the Markdown for the owner's editor. */
export const longFormShape = {
  /** The body's HTML, rendered and sanitized at save; "" when the item has no body. */
  bodyHtml: z.string().optional(),
  /** Minutes to read the whole item, paragraphs and body; only when it has a body. */
  readingMinutes: z.number().int().positive().optional(),
  /** The body's Markdown, for the owner only. */
  body: z.string().optional(),
};

/** POST /api/long-form/preview (owner): the editor's live preview, drawn by the renderer the page uses. */
export const bodyPreviewRequestSchema = z.object({ body: bodyFieldSchema.unwrap() });
export const bodyPreviewSchema = z.object({ html: z.string() });
export type BodyPreview = z.infer<typeof bodyPreviewSchema>;

/** Minutes to read `words` words, never less than one. */
export const readingMinutesOf = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

/**
 * The body's HTML for a page elsewhere (a feed reader, a fediverse server, an email): its links to its own sections
 * (`href="#..."`, from the contents and the heading anchors) made absolute on the item's page, so they still lead there.
 * Spliced with split and join, never a replacement pattern (DESIGN.md, Input before CPU).
 */
export const bodyHtmlAt = (html: string, pageUrl: string): string => html.split('href="#').join(`href="${pageUrl}#`);

/**
 * Revisions (docs/long-form.md): every save of an item keeps its text fields as they became, who saved, when, and which
 * fields changed; the owner lists them, compares two and restores one (itself a new revision). The last
 * REVISIONS_KEPT of each item are kept.
 */
export const REVISIONS_KEPT = 100;

export const revisionSummarySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** The username of who saved: the owner, the only one who can. */
  by: z.string(),
  /** The text fields this save changed; on the first save, those it filled. */
  changed: z.array(z.string()),
  /** The revision this save restored, or null for an edit. */
  restoredFrom: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/{kind}/{id}/revisions (owner): the kept revisions, newest first. */
export const revisionListSchema = z.object({ revisions: z.array(revisionSummarySchema) });
export type RevisionList = z.infer<typeof revisionListSchema>;

/** GET /api/{kind}/{id}/revisions/{revisionId} (owner): one revision with its fields' values. */
export const revisionSchema = revisionSummarySchema.extend({
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type Revision = z.infer<typeof revisionSchema>;

export const REVISION_NOT_FOUND_MESSAGE = "That revision does not exist.";
