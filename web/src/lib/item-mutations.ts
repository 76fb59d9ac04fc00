import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemOf } from "@contract/item-schemas";
import { createItem, deleteItem, updateItem, type ItemUpload } from "@/api/items";

/** The cache entries of one item: its detail, and the list its card sits in. Keys come from the options factories. */
export interface ItemKeys {
  item: QueryKey;
  list: QueryKey;
}

interface Identified {
  _id: string;
}

/** What an item answer holds beyond its card: its first comments, where they continue, and the viewer's like. */
interface Detailed {
  comments: unknown;
  commentsCursor: string | null;
  likedByMe: boolean;
}

/** A card is the item without its comments, their cursor and the viewer's like (as the contract's summary schemas). */
function toCard<Item extends Detailed>(item: Item): Omit<Item, keyof Detailed> {
  const { comments: _comments, commentsCursor: _commentsCursor, likedByMe: _likedByMe, ...card } = item;
  return card;
}

/**
 * Shows a saved item at once: the detail gets the answer, the list gets its card (first when new, in place
 * when edited), and the list is then checked with the server.
 */
function cacheSavedItem<Item extends Identified & Detailed>(
  queryClient: QueryClient,
  keys: ItemKeys,
  item: Item,
  placement: "first" | "in-place",
): void {
  const card = toCard(item);
  queryClient.setQueryData(keys.item, item);
  queryClient.setQueryData<Identified[]>(keys.list, (list) => {
    if (!list) return list;
    if (placement === "first") return [card, ...list.filter((each) => each._id !== item._id)];
    return list.map((each) => (each._id === item._id ? card : each));
  });
  void queryClient.invalidateQueries({ queryKey: keys.list });
}

/** Forgets a deleted item with its comment pages (keyed under the item's key), and takes its card out of the list. */
function cacheDeletedItem(queryClient: QueryClient, keys: ItemKeys, id: string): void {
  queryClient.removeQueries({ queryKey: keys.item });
  queryClient.setQueryData<Identified[]>(keys.list, (list) => list?.filter((each) => each._id !== id));
  void queryClient.invalidateQueries({ queryKey: keys.list, exact: true });
}

/** Where a feature keeps one item of a kind and its list: built from that feature's query options factories. */
export type KeysOf = (id: string) => ItemKeys;

type Saved = Identified & Detailed;

/**
 * The owner's create, update and delete of one kind, with the cache kept in step, written once.
 * Each feature wraps them under its own names (useCreateProject...) with its own keys.
 */
export function useCreateItem<Kind extends ItemKind>(kind: Kind, keysOf: KeysOf) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => createItem(kind, form, options),
    onSuccess: (item: ItemOf<Kind>) => cacheSavedItem(queryClient, keysOf(item._id), item as Saved, "first"),
  });
}

export function useUpdateItem<Kind extends ItemKind>(kind: Kind, id: string, keysOf: KeysOf) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => updateItem(kind, id, form, options),
    onSuccess: (item: ItemOf<Kind>) => cacheSavedItem(queryClient, keysOf(item._id), item as Saved, "in-place"),
  });
}

export function useDeleteItem(kind: ItemKind, keysOf: KeysOf) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_answer, id) => cacheDeletedItem(queryClient, keysOf(id), id),
  });
}
