import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Comment, CommentPage, CommentRequest, Engagement } from "@contract/comments";
import { COMMENT_ORDERS, type CommentOrder } from "@contract/limits";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemOf } from "@contract/item-schemas";
import { addComment, deleteComment, fetchCommentPage, toggleLike } from "@/api/items";
import { updateListedCards } from "./item-lists";
import { itemKeys } from "./item-queries";

// Likes and comments on the five published kinds, written once.

/** What of an item answer the like button and the comments read. */
export type EngagedItem = Engagement & { _id: string };

type CommentPages = InfiniteData<CommentPage, string | null>;

const onePage = (comments: Comment[], nextCursor: string | null): CommentPages => ({
  pages: [{ comments, nextCursor }],
  pageParams: [null],
});

/**
 * The first page of an order as far as the item itself tells it: oldest first it is the item's own
 * comments; newest first only when those are all there is (the server orders both ways by time, then id,
 * so newest first is then exactly the reverse). Otherwise the first newest page has to be fetched.
 */
function pagesFromItem(item: EngagedItem, order: CommentOrder): CommentPages | undefined {
  if (order === "oldest") return onePage(item.comments, item.commentsCursor);
  if (item.commentsCursor === null) return onePage([...item.comments].reverse(), null);
  return undefined;
}

/**
 * An item's comments in one order, page after page (GET /api/{kind}/{id}/comments), keyed under the
 * item's own key so that whatever resets the item can reach them. `seed` lets the item answer stand in
 * for the pages it already carries, instead of asking the server for them again.
 */
export const commentPagesQueryOptions = (
  kind: ItemKind,
  id: string,
  order: CommentOrder,
  seed?: { item: EngagedItem; updatedAt?: number },
) =>
  infiniteQueryOptions({
    queryKey: [...itemKeys(kind, id).item, "comments", order],
    queryFn: ({ pageParam, signal }) => fetchCommentPage(kind, id, order, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: CommentPage) => page.nextCursor,
    initialData: seed ? pagesFromItem(seed.item, order) : undefined,
    initialDataUpdatedAt: seed?.updatedAt,
  });

/** A comment shown once, even while refreshed pages overlap with older ones. */
function distinct(comments: Comment[]): Comment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => !seen.has(comment._id) && seen.add(comment._id));
}

/** The comment list of an item page: its order, the comments loaded so far and the way to more. */
export interface ItemComments {
  order: CommentOrder;
  setOrder: (order: CommentOrder) => void;
  comments: Comment[];
  /** The first page of this order is on its way. */
  loading: boolean;
  /** The first page of this order could not be loaded. */
  failed: boolean;
  retry: () => void;
  /** More comments exist than are shown. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** Oldest first (the default) or newest first, over all of an item's comments, 50 at a time. */
export function useItemComments(kind: ItemKind, item: EngagedItem): ItemComments {
  const [order, setOrder] = useState<CommentOrder>("oldest");
  const queryClient = useQueryClient();
  const updatedAt = queryClient.getQueryState(itemKeys(kind, item._id).item)?.dataUpdatedAt;
  const query = useInfiniteQuery(commentPagesQueryOptions(kind, item._id, order, { item, updatedAt }));

  // SPEC section 7: a failed comment load is only logged; the list offers to try again.
  useEffect(() => {
    if (query.error) console.error("Error loading comments", query.error);
  }, [query.error]);

  return {
    order,
    setOrder,
    comments: distinct(query.data?.pages.flatMap((page) => page.comments) ?? []),
    loading: query.isPending,
    failed: query.isError && !query.data,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    // A refetch of the loaded pages (after an answer) counts too: the next page must follow the fresh ones.
    loadingMore: query.isFetchingNextPage || query.isRefetching,
    loadMore: () => {
      if (!query.isFetching) void query.fetchNextPage();
    },
  };
}

/**
 * Every like, comment and delete answers the whole item: it replaces the item shown, its card's counts
 * in every list that shows it, and the comment pages, which start again from what the item tells. Pages loaded beyond the
 * item's own are kept (without a deleted comment) and fetched again, so the reader keeps their place and
 * sees nothing stale once that is done.
 */
function cacheAnswer(queryClient: QueryClient, kind: ItemKind, item: EngagedItem, deletedId?: string): void {
  const keys = itemKeys(kind, item._id);
  queryClient.setQueryData(keys.item, item);
  updateListedCards<EngagedCard>(queryClient, keys.lists, (cards) =>
    cards.map((card) => (card._id === item._id ? { ...card, likeCount: item.likeCount, commentCount: item.commentCount } : card)),
  );
  for (const order of COMMENT_ORDERS) {
    const { queryKey } = commentPagesQueryOptions(kind, item._id, order);
    const fromItem = pagesFromItem(item, order);
    const cached = queryClient.getQueryData<CommentPages>(queryKey);
    if (fromItem && (!cached || cached.pages.length <= 1 || item.commentsCursor === null)) {
      queryClient.setQueryData<CommentPages>(queryKey, fromItem);
      // A page still on its way was asked for after the old item; it would bring that back.
      void queryClient.cancelQueries({ queryKey, exact: true });
      continue;
    }
    if (cached) {
      const kept = cached.pages.map((page) => ({ ...page, comments: page.comments.filter((comment) => comment._id !== deletedId) }));
      queryClient.setQueryData<CommentPages>(queryKey, {
        pages: fromItem ? [...fromItem.pages, ...kept.slice(1)] : kept,
        pageParams: cached.pageParams,
      });
    }
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}

type EngagedCard = Pick<EngagedItem, "_id" | "likeCount" | "commentCount">;

/** One item's likes and comments change one after another, so their answers arrive in order. */
const scopeOf = (kind: ItemKind, id: string) => ({ id: `engagement:${JSON.stringify(itemKeys(kind, id).item)}` });

/** A call that answers the whole item, with the answer cached as cacheAnswer tells. */
function useItemAnswer<Kind extends ItemKind, Variables>(
  kind: Kind,
  id: string,
  call: (variables: Variables) => Promise<ItemOf<Kind>>,
  deletedId?: (variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (item, variables) => cacheAnswer(queryClient, kind, item as EngagedItem, deletedId?.(variables)),
    scope: scopeOf(kind, id),
  });
}

/** POST /api/{kind}/like/{id}: likes the item, or takes the like back. */
export const useToggleLike = <Kind extends ItemKind>(kind: Kind, id: string) =>
  useItemAnswer(kind, id, (_: void) => toggleLike(kind, id));

/** POST /api/{kind}/comment/{id} {text, replyTo?}: a comment, or the owner's answer to a fediverse comment. */
export const useAddComment = <Kind extends ItemKind>(kind: Kind, id: string) =>
  useItemAnswer(kind, id, (comment: CommentRequest) => addComment(kind, id, comment));

/** DELETE /api/{kind}/comment/{id}/{commentId}, given the comment's id. */
export const useDeleteComment = <Kind extends ItemKind>(kind: Kind, id: string) =>
  useItemAnswer(kind, id, (commentId: string) => deleteComment(kind, id, commentId), (commentId) => commentId);
