import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createItem, deleteItem, updateItem, type ItemUpload } from "@/api/items";
import { cacheDeletedItem, cacheSavedItem } from "@/lib/item-cache";
import { API_KIND, type ShortPostKind } from "../lib/short-post-kind";
import { shortPostQueryOptions, shortPostsQueryOptions } from "./short-posts-queries";

const keysOf = (kind: ShortPostKind, id: string) => ({
  item: shortPostQueryOptions(kind, id).queryKey,
  list: shortPostsQueryOptions(kind).queryKey,
});

/** POST /api/random-post or /api/islamic */
export function useCreateShortPost(kind: ShortPostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => createItem(API_KIND[kind], form, options),
    onSuccess: (post) => cacheSavedItem(queryClient, keysOf(kind, post._id), post, "first"),
  });
}

/** PUT /api/random-post/{id} or /api/islamic/{id} */
export function useUpdateShortPost(kind: ShortPostKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => updateItem(API_KIND[kind], id, form, options),
    onSuccess: (post) => cacheSavedItem(queryClient, keysOf(kind, post._id), post, "in-place"),
  });
}

/** DELETE /api/random-post/{id} or /api/islamic/{id} */
export function useDeleteShortPost(kind: ShortPostKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(API_KIND[kind], id),
    onSuccess: (_answer, id) => cacheDeletedItem(queryClient, keysOf(kind, id), id),
  });
}
