import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HomeComment } from "@contract/community";
import { deleteHomeComment, deleteReply, postHomeComment, postReply } from "@/api/home-comments";
import { homeCommentsQueryOptions } from "./home-comments-queries";

/** Every home-comments call answers the whole updated list: it replaces the cached one as it is. */
function useHomeCommentsMutation<Variables>(send: (variables: Variables) => Promise<HomeComment[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (comments) => queryClient.setQueryData(homeCommentsQueryOptions().queryKey, comments),
  });
}

/** POST /api/home-comments {text} */
export const usePostHomeComment = () => useHomeCommentsMutation((text: string) => postHomeComment(text));

/** DELETE /api/home-comments/{id}: the author or the owner. */
export const useDeleteHomeComment = () => useHomeCommentsMutation((commentId: string) => deleteHomeComment(commentId));

/** POST /api/home-comments/reply/{commentId} {text} */
export const usePostReply = () =>
  useHomeCommentsMutation(({ commentId, text }: { commentId: string; text: string }) => postReply(commentId, text));

/** DELETE /api/home-comments/reply/{commentId}/{replyId}: the reply's author or the owner. */
export const useDeleteReply = () =>
  useHomeCommentsMutation(({ commentId, replyId }: { commentId: string; replyId: string }) => deleteReply(commentId, replyId));
