import { z } from "zod";
import { ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, altFieldName, altTextFields } from "./alt-text";
import { ITEM_KINDS, type ItemKind } from "./item-kinds";
import { lengthFirst } from "./length-first";

/** The shapes of alt texts (issue 22) in requests and answers; the plain values are in alt-text.ts. */

/** `alt` of an item or card answer; an item saved before alt texts existed answers none. */
export const altTextsSchema = z.record(z.string(), z.string()).optional().default({});

/**
 * One alt text as POST and PUT take it: the length bounded before anything else reads it, then trimmed and its
 * whitespace runs (line breaks too) made one space, as an attribute shows them. A bound of a little more than the
 * limit before the trim lets a pasted text with stray spaces around it through, while a megabyte stops at once.
 */
const altTextSchema = z
  .string({ error: "Send each alt text once, as text." })
  .max(ALT_TEXT_MAX * 2, lengthFirst(ALT_TEXT_TOO_LONG))
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(ALT_TEXT_MAX, ALT_TEXT_TOO_LONG));

const schemaOf = (kind: ItemKind) =>
  z.object(Object.fromEntries(altTextFields(ITEM_KINDS[kind].media).map((field) => [altFieldName(field), altTextSchema.optional()])));

const SCHEMAS = new Map<ItemKind, ReturnType<typeof schemaOf>>();

/** The alt text fields of POST and PUT of a kind, one per image-capable file field, each optional. */
export function altFieldsSchema(kind: ItemKind) {
  let schema = SCHEMAS.get(kind);
  if (!schema) SCHEMAS.set(kind, (schema = schemaOf(kind)));
  return schema;
}
