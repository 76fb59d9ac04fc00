import type { z } from "zod";
import type { ItemKind } from "./item-kinds";
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

export const ITEM_SCHEMAS = {
  projects: { ...PROJECT_SCHEMAS, listQuerySchema: itemListQuerySchema("projects") },
  articles: { ...WRITING_SCHEMAS, listQuerySchema: itemListQuerySchema("articles") },
  blogs: { ...WRITING_SCHEMAS, listQuerySchema: itemListQuerySchema("blogs") },
  "random-post": { ...SHORT_POST_SCHEMAS, listQuerySchema: itemListQuerySchema("random-post") },
  islamic: { ...SHORT_POST_SCHEMAS, listQuerySchema: itemListQuerySchema("islamic") },
} as const satisfies Record<ItemKind, ItemKindSchemas>;

/** The item and the fields of one kind, as the API answers and takes them. */
export type ItemOf<Kind extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[Kind]["itemSchema"]>;
export type FieldsOf<Kind extends ItemKind> = z.input<(typeof ITEM_SCHEMAS)[Kind]["fieldsSchema"]>;
/** One card of a kind's list, as GET /api/{kind} answers it. */
export type CardOf<Kind extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[Kind]["listSchema"]>[number];
