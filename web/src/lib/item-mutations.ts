import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemOf } from "@contract/item-schemas";
import { createItem, deleteItem, updateItem, type ItemUpload } from "@/api/items";
import { mapListCards, updateListedCards, type ListPages } from "./item-lists";

/** The cache entries of one item. Keys come from the feature's options factories. */
export interface ItemKeys {
  /** The item's detail (its comment pages are keyed below it). */
  item: QueryKey;
  /** The prefix of every list of the kind (any search, any category), each a set of pages. */
  lists: QueryKey;
  /** The list of every item, unfiltered: where a new item shows first. */
  newest: QueryKey;
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
 * Shows a saved item at once: the detail gets the answer; a new card goes first in the unfiltered list, an edited
 * card is replaced wherever a list shows it. Every list is then checked with the server, which also decides
 * whether the item matches a search or category.
 */
function cacheSavedItem<Item extends Identified & Detailed>(
  queryClient: QueryClient,
  keys: ItemKeys,
  item: Item,
  placement: "first" | "in-place",
): void {
  const card = toCard(item);
  queryClient.setQueryData(keys.item, item);
  if (placement === "first") {
    queryClient.setQueryData<ListPages<Identified>>(keys.newest, (list) =>
      mapListCards(list, (cards, pageIndex) => [...(pageIndex === 0 ? [card] : []), ...cards.filter((each) => each._id !== item._id)]),
    );
  } else {
    updateListedCards<Identified>(queryClient, keys.lists, (cards) => cards.map((each) => (each._id === item._id ? card : each)));
  }
  void queryClient.invalidateQueries({ queryKey: keys.lists });
}

/** Forgets a deleted item with its comment pages (keyed under the item's key), and takes its card out of every list. */
function cacheDeletedItem(queryClient: QueryClient, keys: ItemKeys, id: string): void {
  queryClient.removeQueries({ queryKey: keys.item });
  updateListedCards<Identified>(queryClient, keys.lists, (cards) => cards.filter((each) => each._id !== id));
  void queryClient.invalidateQueries({ queryKey: keys.lists });
}

/** Where a feature keeps one item of a kind and its lists: built from that feature's query options factories. */
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
