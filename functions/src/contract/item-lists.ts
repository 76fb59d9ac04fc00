import { z } from "zod";
import { ITEM_KINDS, type ItemKind } from "./item-kinds";
import { LIST_PAGE, LIST_SEARCH_MAX_LENGTH } from "./limits";
import { ownerListFilterSchema } from "./item-status-schemas";
import { lengthFirst } from "./length-first";

/**
 * GET /api/{kind}?limit=&after=&q=&category=&status= : one page of cards, newest first. The answer stays the array of
 * SPEC section 7; the next page's cursor travels in the X-Next-Cursor header (NEXT_CURSOR_HEADER in routes.ts).
 */

export const INVALID_CURSOR_MESSAGE = "That cursor is not valid.";
const NO_CATEGORIES_MESSAGE = "This list has no categories.";

// A query string parameter that is present but empty (`?q=`) means the same as one left out.
const presentOrUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A page size in a query string (`?limit=`): a whole number from 1 to the page's most, its default when absent. */
export function pageLimitSchema(page: { defaultSize: number; maxSize: number }) {
  const message = `Limit is a whole number from 1 to ${page.maxSize}.`;
  return z.preprocess(
    presentOrUndefined,
    z
      .string()
      .max(3, lengthFirst(message))
      .regex(/^\d{1,3}$/, message)
      .transform(Number)
      .pipe(z.number().min(1, message).max(page.maxSize, message))
      .optional()
      .default(page.defaultSize),
  );
}

const limitSchema = pageLimitSchema(LIST_PAGE);

/** A cursor in a query string (`?after=`), of at most `maxLength` characters. */
export const cursorSchema = (maxLength: number) =>
  z.preprocess(
    presentOrUndefined,
    z.string().max(maxLength, lengthFirst(INVALID_CURSOR_MESSAGE)).regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR_MESSAGE).optional(),
  );

// The cursor is opaque to callers; its inside is checked where it is read (services/page-cursor.ts).
export const afterSchema = cursorSchema(200);

const searchSchema = z.preprocess(
  presentOrUndefined,
  z
    .string()
    .max(LIST_SEARCH_MAX_LENGTH, `Search text is limited to ${LIST_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
);

function categorySchema(kind: ItemKind) {
  const categories = ITEM_KINDS[kind].categories;
  if (!categories) return z.preprocess(presentOrUndefined, z.undefined({ error: NO_CATEGORIES_MESSAGE }));
  const message = kind === "projects" ? "Choose one of the project categories." : "Choose one of the listed categories.";
  return z.preprocess(presentOrUndefined, z.enum(categories as readonly [string, ...string[]], { error: message }).optional());
}

/**
 * The query of GET /api/{kind}, for one kind (only kinds with categories take `category`). `status` is one of the
 * owner's filters (item-status.ts), refused to anyone else.
 */
export const itemListQuerySchema = (kind: ItemKind) =>
  z.object({
    limit: limitSchema,
    after: afterSchema,
    q: searchSchema,
    category: categorySchema(kind),
    status: z.preprocess(presentOrUndefined, ownerListFilterSchema),
  });

export type ItemListQuery = z.output<ReturnType<typeof itemListQuerySchema>>;
