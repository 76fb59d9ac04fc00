import type { InboxComment, InboxCommentPage } from "@contract/moderation-schemas";
import { HOME_LIST_KEYS, itemKey, itemListsKey } from "@contract/query-keys";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { deleteHomeComment, deleteReply } from "@/api/home-comments";
import { deleteComment } from "@/api/items";
import { setCommenting } from "@/api/moderation";
import { toastOutcome } from "@/lib/feedback/community-feedback";
import { usePendingIds } from "@/lib/hooks/use-pending-ids";
import { inboxCommentsQueryOptions } from "./comment-inbox-queries";

type Pages = InfiniteData<InboxCommentPage, string | null>;

/** Changes the cached inbox pages in place, so a page already read is not fetched again. */
function useEditPages() {
  const queryClient = useQueryClient();
  const { queryKey } = inboxCommentsQueryOptions();
  return (edit: (comments: InboxComment[]) => InboxComment[]) =>
    queryClient.setQueryData<Pages>(queryKey, (pages) => pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, comments: edit(page.comments) })) });
}

/**
 * Deletes a comment through the very call its own page uses (the server keeps the item's or the home comment's count
 * exact there); the item, its kind's lists and the home page's comments are asked for again wherever they show.
 */
export function useDeleteInboxComment() {
  const queryClient = useQueryClient();
  const editPages = useEditPages();
  const busy = usePendingIds();
  const { mutateAsync } = useMutation({
    mutationFn: async ({ _id, on }: InboxComment): Promise<void> => {
      if (on.type === "item") await deleteComment(on.kind, on.itemId, _id);
      else if (on.type === "home") await deleteHomeComment(_id);
      else await deleteReply(on.commentId, _id);
    },
    onSuccess: (_, { _id, on }) => {
      // A home comment takes its replies with it.
      editPages((comments) => comments.filter((comment) => comment._id !== _id && !(comment.on.type === "reply" && comment.on.commentId === _id)));
      if (on.type === "item") {
        void queryClient.invalidateQueries({ queryKey: itemKey(on.kind, on.itemId) });
        void queryClient.invalidateQueries({ queryKey: itemListsKey(on.kind) });
      } else {
        void queryClient.invalidateQueries({ queryKey: HOME_LIST_KEYS.homeComments });
      }
    },
  });
  return {
    run: (comment: InboxComment) =>
      busy.track(comment._id, () => toastOutcome(mutateAsync(comment), { done: "Comment deleted!", failed: "Error deleting comment" })),
    isBusy: busy.has,
  };
}

/** Ghost's "disable commenting": every comment of the member in the inbox shows their new state. */
export function useSetCommenting() {
  const editPages = useEditPages();
  const busy = usePendingIds();
  const { mutateAsync } = useMutation({
    mutationFn: ({ username, disabled }: { username: string; disabled: boolean }) => setCommenting(username, disabled),
    onSuccess: ({ username, commentingDisabled }) =>
      editPages((comments) =>
        comments.map((comment) => (comment.username === username ? { ...comment, authorCommentingDisabled: commentingDisabled } : comment)),
      ),
  });
  return {
    run: (username: string, disabled: boolean) =>
      busy.track(username, () =>
        toastOutcome(mutateAsync({ username, disabled }), {
          done: disabled ? `Commenting turned off for ${username}` : `Commenting turned on for ${username}`,
          failed: "Error changing commenting",
        }),
      ),
    isBusy: busy.has,
  };
}
