import type { z } from "zod";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind, type ItemKindSpec } from "./item-kinds";
import { itemListQuerySchema } from "./item-lists";
import {
  shortPostFieldsSchema,
  shortPostListSchema,
  shortPostSchema,
  writingFieldsSchema,
  writingListSchema,
  writingSchema,
} from "./posts";
import { projectFieldsSchema, projectListSchema, projectSchema } from "./projects";

/** The schemas of one published kind (the rest of what a kind is lives in ITEM_KINDS). */
export interface ItemKindSchemas {
  /** The text fields of POST and PUT (multipart). */
  fieldsSchema: z.ZodType;
  /** One item, as GET /api/{kind}/{id} and every mutation answer it. */
  itemSchema: z.ZodType;
  /** GET /api/{kind}: cards, without comments or full bodies. */
  listSchema: z.ZodType;
  /** The query of GET /api/{kind}: page size, cursor, search and category. */
  listQuerySchema: ReturnType<typeof itemListQuerySchema>;
}

const PROJECT_SCHEMAS = { fieldsSchema: projectFieldsSchema, itemSchema: projectSchema, listSchema: projectListSchema };
const WRITING_SCHEMAS = { fieldsSchema: writingFieldsSchema, itemSchema: writingSchema, listSchema: writingListSchema };
const SHORT_POST_SCHEMAS = { fieldsSchema: shortPostFieldsSchema, itemSchema: shortPostSchema, listSchema: shortPostListSchema };

// Kinds of one shape share their schemas: a new kind of an existing shape needs nothing here.
const SCHEMAS_BY_SHAPE = { project: PROJECT_SCHEMAS, writing: WRITING_SCHEMAS, "short-post": SHORT_POST_SCHEMAS } as const satisfies Record<
  ItemKindSpec["shape"],
  Omit<ItemKindSchemas, "listQuerySchema">
>;

type SchemasOf<Kind extends ItemKind> = (typeof SCHEMAS_BY_SHAPE)[(typeof ITEM_KINDS)[Kind]["shape"]] & Pick<ItemKindSchemas, "listQuerySchema">;

export const ITEM_SCHEMAS = Object.fromEntries(
  ITEM_KIND_NAMES.map((kind) => [kind, { ...SCHEMAS_BY_SHAPE[ITEM_KINDS[kind].shape], listQuerySchema: itemListQuerySchema(kind) }]),
) as { [Kind in ItemKind]: SchemasOf<Kind> };

/** The item and the fields of one kind, as the API answers and takes them. */
export type ItemOf<Kind extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[Kind]["itemSchema"]>;
export type FieldsOf<Kind extends ItemKind> = z.input<(typeof ITEM_SCHEMAS)[Kind]["fieldsSchema"]>;
/** One card of a kind's list, as GET /api/{kind} answers it. */
export type CardOf<Kind extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[Kind]["listSchema"]>[number];
