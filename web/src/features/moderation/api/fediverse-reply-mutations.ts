import type { FediverseReplies, FediverseReply } from "@contract/fediverse-schemas";
import { itemKey } from "@contract/query-keys";
import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { answerFediverseReply, approveFediverseReply, deleteFediverseReply } from "@/api/fediverse";
import { toastOutcome, type OutcomeMessages } from "@/lib/feedback/community-feedback";
import { refreshModerationSummary } from "@/lib/data/moderation-queries";
import { usePendingIds } from "@/lib/hooks/use-pending-ids";
import { fediverseRepliesQueryOptions } from "./fediverse-replies-queries";

// Apart from moderation-mutations.ts, which the home page's sections load too: these serve the inbox page alone.

/**
 * The owner's decision on one reply from the fediverse. The answer is only an acknowledgement, so the reply leaves
 * the cached pages here; an approved one is a comment of its item now, whose cached page is asked for again.
 */
function useFediverseReplyAction(act: (id: string) => Promise<void>, messages: OutcomeMessages, approves: boolean) {
  const queryClient = useQueryClient();
  const busy = usePendingIds();
  const { queryKey } = fediverseRepliesQueryOptions();
  const { mutateAsync } = useMutation({
    mutationFn: (reply: FediverseReply) => act(reply._id),
    onSuccess: (_, reply) => {
      queryClient.setQueryData<InfiniteData<FediverseReplies, string | null>>(queryKey, (pages) =>
        pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, replies: page.replies.filter(({ _id }) => _id !== reply._id) })) },
      );
      refreshModerationSummary(queryClient);
      if (approves) void queryClient.invalidateQueries({ queryKey: itemKey(reply.kind, reply.itemId) });
    },
  });
  return {
    run: (reply: FediverseReply) => busy.track(reply._id, () => toastOutcome(mutateAsync(reply), messages)),
    isBusy: busy.has,
  };
}

/** PUT /api/fediverse/replies/{id}/approve */
export const useApproveFediverseReply = () =>
  useFediverseReplyAction(approveFediverseReply, { done: "Reply approved", failed: "Error approving reply" }, true);

/** DELETE /api/fediverse/replies/{id} */
export const useDeleteFediverseReply = () =>
  useFediverseReplyAction(deleteFediverseReply, { done: "Reply deleted", failed: "Error deleting reply" }, false);

/**
 * POST /api/fediverse/replies/{id}/answer: the owner's private answer to a private reply (issue 31). The reply stays
 * in the list, now showing the answer sent; a refusal is thrown to the form, which keeps the text and says why.
 */
export function useAnswerFediverseReply() {
  const queryClient = useQueryClient();
  const { queryKey } = fediverseRepliesQueryOptions();
  return useMutation({
    mutationFn: ({ reply, text }: { reply: FediverseReply; text: string }) => answerFediverseReply(reply._id, text),
    onSuccess: (_, { reply, text }) => {
      const answer = { text, createdAt: new Date().toISOString() };
      queryClient.setQueryData<InfiniteData<FediverseReplies, string | null>>(queryKey, (pages) =>
        pages && {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, replies: page.replies.map((each) => (each._id === reply._id ? { ...each, answer } : each)) })),
        },
      );
    },
  });
}
