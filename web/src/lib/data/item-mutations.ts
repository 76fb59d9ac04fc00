import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import type { ItemOf } from "@contract/item-schemas";
import { createItem, deleteItem, openPreview, restoreItem, revokePreview, updateItem, type ItemUpload } from "@/api/items";
import { toast } from "@/lib/feedback/toast";
import { restoredMessage } from "@/lib/utils/publishing-messages";
import { mapListCards, updateListedCards, type ListPages } from "./item-lists";
import { itemKeys, type ItemKeys } from "./item-queries";

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

type Saved = Identified & Detailed;

/** The owner's create, update and delete of any kind, with the cache kept in step, written once. */
export function useCreateItem<Kind extends ItemKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => createItem(kind, form, options),
    onSuccess: (item: ItemOf<Kind>) => cacheSavedItem(queryClient, itemKeys(kind, item._id), item as Saved, "first"),
  });
}

export function useUpdateItem<Kind extends ItemKind>(kind: Kind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => updateItem(kind, id, form, options),
    onSuccess: (item: ItemOf<Kind>) => cacheSavedItem(queryClient, itemKeys(kind, item._id), item as Saved, "in-place"),
  });
}

export function useDeleteItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_answer, id) => cacheDeletedItem(queryClient, itemKeys(kind, id), id),
  });
}

/**
 * Takes an item out of the trash: its page shows it again, and the lists are checked with the server. Every restore
 * says in which state the item came back (public again, a draft, scheduled), wherever it was started. `feedback`
 * runs with the mutation itself, so it still runs when the button that started it is gone (the toast's Undo).
 */
export function useRestoreItem<Kind extends ItemKind>(kind: Kind, feedback: { onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreItem(kind, id),
    onSuccess: (item: ItemOf<Kind>) => {
      cacheSavedItem(queryClient, itemKeys(kind, item._id), item as Saved, "in-place");
      toast.success(restoredMessage(ITEM_KINDS[kind].label, item));
    },
    onError: () => feedback.onError?.(),
  });
}

/** The owner's secret preview link of an unpublished item: made (or the kept one answered), or revoked. */
export function usePreviewLink(kind: ItemKind, id: string) {
  const queryClient = useQueryClient();
  const { item } = itemKeys(kind, id);
  const keep = (previewToken: string | null) =>
    queryClient.setQueryData<{ previewToken?: string | null }>(item, (cached) => cached && { ...cached, previewToken });
  const open = useMutation({
    mutationFn: () => openPreview(kind, id),
    onSuccess: (link) => keep(link.previewToken),
  });
  const revoke = useMutation({
    mutationFn: () => revokePreview(kind, id),
    onSuccess: () => keep(null),
  });
  return { open, revoke };
}
