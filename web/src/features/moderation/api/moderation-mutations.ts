import { useMutation, useQueryClient, type DataTag, type QueryKey } from "@tanstack/react-query";
import { deleteContactMessage } from "@/api/contact";
import { deleteReport, markReportSeen } from "@/api/reports";
import { approveReview, deleteReview } from "@/api/reviews";
import {
  contactMessagesQueryOptions,
  refreshModerationSummary,
  reportsQueryOptions,
  reviewsQueryOptions,
} from "@/lib/moderation-queries";

/**
 * One owner action on one entry: the answer (the whole updated list) replaces the cached list, and the
 * sidebar's count is checked again.
 */
function useModerationAction<List>(queryKey: DataTag<QueryKey, List, Error>, act: (id: string) => Promise<List>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (list) => {
      queryClient.setQueryData(queryKey, list);
      refreshModerationSummary(queryClient);
    },
  });
}

/** PUT /api/reviews/approve/{id} */
export const useApproveReview = () => useModerationAction(reviewsQueryOptions().queryKey, approveReview);

/** DELETE /api/reviews/{id} */
export const useDeleteReview = () => useModerationAction(reviewsQueryOptions().queryKey, deleteReview);

/** PUT /api/reports/seen/{id} */
export const useMarkReportSeen = () => useModerationAction(reportsQueryOptions().queryKey, markReportSeen);

/** DELETE /api/reports/{id} */
export const useDeleteReport = () => useModerationAction(reportsQueryOptions().queryKey, deleteReport);

/** DELETE /api/contact/{id} */
export const useDeleteContactMessage = () =>
  useModerationAction(contactMessagesQueryOptions().queryKey, deleteContactMessage);
