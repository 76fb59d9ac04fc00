import { reviewListSchema } from "@contract/community";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/reviews */
export const fetchReviews = (signal?: AbortSignal) => callApi(apiPaths.reviews, reviewListSchema, { signal });
