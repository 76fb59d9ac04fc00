import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeComment } from "@contract/community";
import { deleteHomeComment, deleteReply, postHomeComment, postReply } from "@/api/home-comments";
import { homeCommentsQueryOptions, moreRepliesKeyPrefix } from "./home-comments-queries";

/**
 * Every home-comments call answers the whole updated list: it replaces the cached one as it is. A call that
 * changes one comment's replies also makes the further pages of that comment's replies stale.
 */
function useHomeCommentsMutation<Variables>(
  send: (variables: Variables) => Promise<HomeComment[]>,
  touchedComment?: (variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (comments, variables) => {
      queryClient.setQueryData(homeCommentsQueryOptions().queryKey, comments);
      if (touchedComment) void queryClient.invalidateQueries({ queryKey: moreRepliesKeyPrefix(touchedComment(variables)) });
    },
  });
}

/** POST /api/home-comments {text} */
export const usePostHomeComment = () => useHomeCommentsMutation((text: string) => postHomeComment(text));

/** DELETE /api/home-comments/{id}: the author or the owner; its replies go with it. */
export const useDeleteHomeComment = () =>
  useHomeCommentsMutation(
    (commentId: string) => deleteHomeComment(commentId),
    (commentId) => commentId,
  );

interface ReplyTarget {
  commentId: string;
}

/** POST /api/home-comments/reply/{commentId} {text} */
export const usePostReply = () =>
  useHomeCommentsMutation(
    ({ commentId, text }: ReplyTarget & { text: string }) => postReply(commentId, text),
    ({ commentId }) => commentId,
  );

/** DELETE /api/home-comments/reply/{commentId}/{replyId}: the reply's author or the owner. */
export const useDeleteReply = () =>
  useHomeCommentsMutation(
    ({ commentId, replyId }: ReplyTarget & { replyId: string }) => deleteReply(commentId, replyId),
    ({ commentId }) => commentId,
  );
