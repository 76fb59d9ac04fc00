import { z } from "zod";
import { ITEM_KIND_NAMES, type ItemKind } from "./item-kinds";
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH } from "./search";

const KINDS = ITEM_KIND_NAMES as [ItemKind, ...ItemKind[]];
const kindSchema = z.enum(KINDS);

/**
 * The query of GET /api/search. The length is checked before anything else reads the text (DESIGN.md, input
 * before CPU); an empty `kind` (a form's "all kinds") means every kind.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.empty })
    .max(SEARCH_QUERY_MAX_LENGTH * 4, SEARCH_MESSAGES.tooLong)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, SEARCH_MESSAGES.empty).max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.tooLong)),
  kind: z.preprocess((value) => (value === "" ? undefined : value), z.enum(KINDS, { error: SEARCH_MESSAGES.unknownKind }).optional()),
});

const segmentSchema = z.object({ text: z.string(), hit: z.boolean() });

export const searchAnswerSchema = z.object({
  q: z.string(),
  correctedQ: z.string().optional(),
  groups: z.array(
    z.object({
      kind: kindSchema,
      total: z.number().int().nonnegative(),
      hits: z.array(
        z.object({
          kind: kindSchema,
          id: z.string(),
          title: z.array(segmentSchema),
          snippet: z.array(segmentSchema),
        }),
      ),
    }),
  ),
});
