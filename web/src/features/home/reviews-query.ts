import { queryOptions } from "@tanstack/react-query";
import { fetchReviews } from "@/api/reviews";

/** The public review wall. Later mutations (post, approve, delete) invalidate through this factory. */
export const reviewsQueryOptions = () =>
  queryOptions({
    queryKey: ["reviews"] as const,
    queryFn: ({ signal }) => fetchReviews(signal),
  });
