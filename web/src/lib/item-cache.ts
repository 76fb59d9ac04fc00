import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The cache entries of one item: its detail, and the list its card sits in. Keys come from the options factories. */
export interface ItemKeys {
  item: QueryKey;
  list: QueryKey;
}

interface Identified {
  _id: string;
}

/** A card is the item without its comments and the viewer's like. */
export function toCard<Item extends { comments: unknown; likedByMe: boolean }>(item: Item): Omit<Item, "comments" | "likedByMe"> {
  const { comments: _comments, likedByMe: _likedByMe, ...card } = item;
  return card;
}

/**
 * Shows a saved item at once: the detail gets the answer, the list gets its card (first when new, in place
 * when edited), and the list is then checked with the server.
 */
export function cacheSavedItem<Item extends Identified & { comments: unknown; likedByMe: boolean }>(
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

/** Forgets a deleted item and takes its card out of the list. */
export function cacheDeletedItem(queryClient: QueryClient, keys: ItemKeys, id: string): void {
  queryClient.removeQueries({ queryKey: keys.item, exact: true });
  queryClient.setQueryData<Identified[]>(keys.list, (list) => list?.filter((each) => each._id !== id));
  void queryClient.invalidateQueries({ queryKey: keys.list, exact: true });
}
