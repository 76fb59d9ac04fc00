import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createItem, deleteItem, updateItem, type ItemUpload } from "@/api/items";
import { cacheDeletedItem, cacheSavedItem } from "@/lib/item-cache";
import type { WritingKind } from "../lib/writing-kind";
import { writingQueryOptions, writingsQueryOptions } from "./writings-queries";

// The list also feeds every detail page's related cards, so updating it updates those too.
const keysOf = (kind: WritingKind, id: string) => ({
  item: writingQueryOptions(kind, id).queryKey,
  list: writingsQueryOptions(kind).queryKey,
});

/** POST /api/articles or /api/blogs */
export function useCreateWriting(kind: WritingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => createItem(kind, form, options),
    onSuccess: (writing) => cacheSavedItem(queryClient, keysOf(kind, writing._id), writing, "first"),
  });
}

/** PUT /api/articles/{id} or /api/blogs/{id} */
export function useUpdateWriting(kind: WritingKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => updateItem(kind, id, form, options),
    onSuccess: (writing) => cacheSavedItem(queryClient, keysOf(kind, writing._id), writing, "in-place"),
  });
}

/** DELETE /api/articles/{id} or /api/blogs/{id} */
export function useDeleteWriting(kind: WritingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_answer, id) => cacheDeletedItem(queryClient, keysOf(kind, id), id),
  });
}
