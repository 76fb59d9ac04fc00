import { useMutation, useQueryClient, type DataTag, type QueryKey } from "@tanstack/react-query";
import { deleteContactMessage } from "@/api/contact";
import { deleteReport, markReportSeen } from "@/api/reports";
import { approveReview, deleteReview } from "@/api/reviews";
import { toastOutcome, type OutcomeMessages } from "@/lib/feedback/community-feedback";
import {
  contactMessagesQueryOptions,
  refreshModerationSummary,
  reportsQueryOptions,
  reviewsQueryOptions,
} from "@/lib/data/moderation-queries";
import { usePendingIds } from "@/lib/hooks/use-pending-ids";

/** The owner's action on the entries of one list: `run(id)` acts on one entry, `isBusy(id)` while it is under way. */
export interface ModerationAction {
  run: (id: string) => Promise<void>;
  isBusy: (id: string) => boolean;
}

/**
 * One owner action on the entries of one list: the answer (the whole updated list) replaces the cached list,
 * and the sidebar's count is checked again. Every call toasts its own outcome and keeps only its own entry
 * busy, so actions on several entries may overlap (per-call `mutate` callbacks would run for the last only).
 */
export function useModerationAction<List>(
  queryKey: DataTag<QueryKey, List, Error>,
  act: (id: string) => Promise<List>,
  messages: OutcomeMessages,
): ModerationAction {
  const queryClient = useQueryClient();
  const busy = usePendingIds();
  const { mutateAsync } = useMutation({
    mutationFn: act,
    onSuccess: (list) => {
      queryClient.setQueryData(queryKey, list);
      refreshModerationSummary(queryClient);
    },
  });
  return {
    run: (id) => busy.track(id, () => toastOutcome(mutateAsync(id), messages)),
    isBusy: busy.has,
  };
}

/** PUT /api/reviews/approve/{id} */
export const useApproveReview = () =>
  useModerationAction(reviewsQueryOptions().queryKey, approveReview, { done: "Review approved", failed: "Error approving review" });

/** DELETE /api/reviews/{id} */
export const useDeleteReview = () =>
  useModerationAction(reviewsQueryOptions().queryKey, deleteReview, { done: "Review deleted", failed: "Error deleting review" });

/** PUT /api/reports/seen/{id} */
export const useMarkReportSeen = () =>
  useModerationAction(reportsQueryOptions().queryKey, markReportSeen, {
    done: "Report marked as seen",
    failed: "Error marking report as seen",
  });

/** DELETE /api/reports/{id} */
export const useDeleteReport = () =>
  useModerationAction(reportsQueryOptions().queryKey, deleteReport, { done: "Report deleted", failed: "Error deleting report" });

/** DELETE /api/contact/{id} */
export const useDeleteContactMessage = () =>
  useModerationAction(contactMessagesQueryOptions().queryKey, deleteContactMessage, {
    done: "Contact message deleted",
    failed: "Error deleting contact message",
  });

