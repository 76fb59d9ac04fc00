import { FieldValue } from "firebase-admin/firestore";
import { BODY_IMAGE_ALT_MESSAGE } from "../../contract/body-images";
import { BODY_FIELD, BODY_TOO_LARGE_RENDERED_MESSAGE, LONG_FORM_LIMITS, readingMinutesOf } from "../../contract/long-form";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { longFormBundle } from "../../long-form-bundle";
import { DomainError } from "../domain-error";
import { count, text } from "../firestore-values";
import { wordsOf } from "../search/text";

/**
 * The long-form body as an item document keeps it (issue 35, docs/long-form.md): `body` (the owner's Markdown),
 * `bodyHtml` (rendered and sanitized at save; what readers get), `bodyText` (what a reader reads, for search and
 * summaries) and `bodyWords` (for the reading time). An item without a body has none of the four.
 */
export const LONG_FORM_FIELDS = ["body", "bodyHtml", "bodyText", "bodyWords"] as const;

/** Kinds whose form takes a body: the writing shape (articles, blogs). */
export const takesBody = (kind: ItemKind) => ITEM_KINDS[kind].shape === "writing";

/** The sent text fields without the body, and the body: undefined when it was left out. */
export function splitBody(fields: Record<string, unknown>): { fields: Record<string, unknown>; body: string | undefined } {
  const { [BODY_FIELD]: body, ...rest } = fields;
  return { fields: rest, body: typeof body === "string" ? body : undefined };
}

/**
 * The stored fields of a body, rendered now; for a blank body, each field removed (`remove`) or left out. The renderer's
 * bundle is loaded here, on the first save that carries a body. Throws "invalid" when the three copies would not fit
 * in the document, or an image has no description, before anything is written.
 */
export async function renderedBodyFields(source: string, remove: boolean): Promise<Record<string, unknown>> {
  if (source.trim() === "") return remove ? Object.fromEntries(LONG_FORM_FIELDS.map((field) => [field, FieldValue.delete()])) : {};
  const rendered = await longFormBundle().renderMarkdown(source);
  if (rendered.imagesWithoutAlt > 0) throw new DomainError("invalid", BODY_IMAGE_ALT_MESSAGE, { [BODY_FIELD]: BODY_IMAGE_ALT_MESSAGE });
  const bytes = Buffer.byteLength(source) + Buffer.byteLength(rendered.html) + Buffer.byteLength(rendered.text);
  if (bytes > LONG_FORM_LIMITS.storedBytes) {
    throw new DomainError("invalid", BODY_TOO_LARGE_RENDERED_MESSAGE, { [BODY_FIELD]: BODY_TOO_LARGE_RENDERED_MESSAGE });
  }
  return { body: source, bodyHtml: rendered.html, bodyText: rendered.text, bodyWords: rendered.words };
}

/** The editor's preview: the HTML the page would show, drawn by the same renderer, nothing stored. */
export async function previewBody(source: string): Promise<string> {
  return source.trim() === "" ? "" : (await longFormBundle().renderMarkdown(source)).html;
}

/**
 * Minutes to read a stored article or blog, its paragraphs and body together; undefined without a body, so an item
 * without one shows (and mails) exactly what it did before bodies existed.
 */
export function readingMinutesOfStored(data: Record<string, unknown>): number | undefined {
  if (!text(data.bodyHtml)) return undefined;
  const paragraphs = [data.firstParagraph, data.secondParagraph, data.lastParagraph].reduce<number>((sum, each) => sum + wordsOf(text(each)).length, 0);
  return readingMinutesOf(count(data.bodyWords) + paragraphs);
}
