import type { ReviewRequest } from "@contract/community";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/reviews: approved reviews, plus the pending ones for the owner. */
export const fetchReviews = (signal?: AbortSignal) => callApi(apiPaths.reviews, (s) => s.reviewListSchema, { signal });

/** POST /api/reviews {rating, text}: answers the updated list. */
export const postReview = (review: ReviewRequest) =>
  callApi(apiPaths.reviews, (s) => s.reviewListSchema, { method: "POST", json: review });

/** PUT /api/reviews/approve/{id} (owner): answers the list. */
export const approveReview = (id: string) => callApi(apiPaths.approveReview(id), (s) => s.reviewListSchema, { method: "PUT" });

/** DELETE /api/reviews/{id} (owner): answers the list. */
export const deleteReview = (id: string) => callApi(apiPaths.review(id), (s) => s.reviewListSchema, { method: "DELETE" });
