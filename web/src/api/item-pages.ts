import type { z } from "zod";
import type { ItemKind } from "@contract/item-kinds";
import { apiPaths, NEXT_CURSOR_HEADER, type ItemListParams } from "@contract/routes";
import type { SchemaPick } from "@/lib/load-schemas";
import { callApiWithHeaders } from "./client";

/** One page of a list: its cards, and the cursor of the next page (null on the last). */
export interface ItemPage<Card> {
  cards: Card[];
  nextCursor: string | null;
}

/** GET /api/{kind}?limit=&after=&q=&category= for any of the five kinds; each kind's adapter names its own call. */
export async function fetchItemPage<Schema extends z.ZodType<unknown[]>>(
  kind: ItemKind,
  pick: SchemaPick<Schema>,
  params: ItemListParams,
  signal?: AbortSignal,
): Promise<ItemPage<z.output<Schema>[number]>> {
  const { answer, headers } = await callApiWithHeaders(apiPaths.itemList(kind, params), pick, [NEXT_CURSOR_HEADER], { signal });
  return { cards: answer as z.output<Schema>[number][], nextCursor: headers[NEXT_CURSOR_HEADER] };
}
