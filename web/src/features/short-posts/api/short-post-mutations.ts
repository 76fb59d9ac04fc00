import { useCreateItem, useDeleteItem, useUpdateItem } from "@/lib/item-mutations";
import { API_KIND, type ShortPostKind } from "../lib/short-post-kind";
import { shortPostQueryOptions, shortPostsQueryOptions } from "./short-posts-queries";

const keysOf = (kind: ShortPostKind) => (id: string) => ({
  item: shortPostQueryOptions(kind, id).queryKey,
  list: shortPostsQueryOptions(kind).queryKey,
});

/** POST /api/random-post or /api/islamic */
export const useCreateShortPost = (kind: ShortPostKind) => useCreateItem(API_KIND[kind], keysOf(kind));

/** PUT /api/random-post/{id} or /api/islamic/{id} */
export const useUpdateShortPost = (kind: ShortPostKind, id: string) => useUpdateItem(API_KIND[kind], id, keysOf(kind));

/** DELETE /api/random-post/{id} or /api/islamic/{id} */
export const useDeleteShortPost = (kind: ShortPostKind) => useDeleteItem(API_KIND[kind], keysOf(kind));
