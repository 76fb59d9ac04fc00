import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewRequest } from "@contract/community";
import { postReview } from "@/api/reviews";
import { refreshModerationSummary, reviewsQueryOptions } from "@/lib/data/moderation-queries";

/** POST /api/reviews: the answer is the list as the caller sees it, written straight into the wall's cache. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => postReview(review),
    onSuccess: (reviews) => {
      queryClient.setQueryData(reviewsQueryOptions().queryKey, reviews);
      refreshModerationSummary(queryClient);
    },
  });
}
