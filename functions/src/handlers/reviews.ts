import type { Handler } from "../http/router";
import { findViewer } from "../http/viewer";
import { listReviews } from "../services/reviews-service";

/** GET /api/reviews */
export const listReviewsHandler: Handler = async (request) => {
  const viewer = await findViewer(request);
  return { body: await listReviews(viewer?.isOwner ?? false) };
};
