import { useCreateItem, useDeleteItem, useUpdateItem } from "@/lib/item-mutations";
import { API_KIND, type ShortPostKind } from "../lib/short-post-kind";
import { shortPostListsKey, shortPostQueryOptions, shortPostsQueryOptions } from "./short-posts-queries";

/** A post's cache entries: its detail, and the feeds (each search) it may sit in. */
export const shortPostKeys = (kind: ShortPostKind) => (id: string) => ({
  item: shortPostQueryOptions(kind, id).queryKey,
  lists: shortPostListsKey(kind),
  newest: shortPostsQueryOptions(kind).queryKey,
});

/** POST /api/random-post or /api/islamic */
export const useCreateShortPost = (kind: ShortPostKind) => useCreateItem(API_KIND[kind], shortPostKeys(kind));

/** PUT /api/random-post/{id} or /api/islamic/{id} */
export const useUpdateShortPost = (kind: ShortPostKind, id: string) => useUpdateItem(API_KIND[kind], id, shortPostKeys(kind));

/** DELETE /api/random-post/{id} or /api/islamic/{id} */
export const useDeleteShortPost = (kind: ShortPostKind) => useDeleteItem(API_KIND[kind], shortPostKeys(kind));
