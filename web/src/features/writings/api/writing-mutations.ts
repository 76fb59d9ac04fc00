import { useCreateItem, useDeleteItem, useUpdateItem } from "@/lib/item-mutations";
import type { WritingKind } from "../lib/writing-kind";
import { writingListsKey, writingQueryOptions, writingsQueryOptions } from "./writings-queries";

// The lists also feed every detail page's related cards (a list per category), so updating them updates those too.
export const writingKeys = (kind: WritingKind) => (id: string) => ({
  item: writingQueryOptions(kind, id).queryKey,
  lists: writingListsKey(kind),
  newest: writingsQueryOptions(kind).queryKey,
});

/** POST /api/articles or /api/blogs */
export const useCreateWriting = (kind: WritingKind) => useCreateItem(kind, writingKeys(kind));

/** PUT /api/articles/{id} or /api/blogs/{id} */
export const useUpdateWriting = (kind: WritingKind, id: string) => useUpdateItem(kind, id, writingKeys(kind));

/** DELETE /api/articles/{id} or /api/blogs/{id} */
export const useDeleteWriting = (kind: WritingKind) => useDeleteItem(kind, writingKeys(kind));
