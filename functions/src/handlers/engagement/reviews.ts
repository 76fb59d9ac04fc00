import { reviewRequestSchema, type Review } from "../../contract/community";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { findViewer, requireOwner, requireViewer, sharedCacheHeaders } from "../../http/viewer";
import { approveReview, createReview, deleteReview, listReviews } from "../../services/engagement/reviews-service";

/**
 * Every reviews call answers the list as its caller sees it: the owner's includes the pending ones.
 * Mutations check the session before anything else, so a guest hears 401 whatever they send.
 */
const reviewsFor = async (isOwner: boolean): Promise<{ body: Review[] }> => ({ body: await listReviews(isOwner) });

/** GET /api/reviews */
export const listReviewsHandler: Handler = async (request) => {
  const viewer = await findViewer(request);
  const body = await listReviews(viewer?.isOwner ?? false, viewer !== null);
  return { body, headers: sharedCacheHeaders(viewer) };
};

/** POST /api/reviews {rating, text}: stored as pending until the owner approves it. */
export const createReviewHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const review = parseInput(reviewRequestSchema, request.body);
  await createReview(viewer.uid, review);
  return reviewsFor(viewer.isOwner);
};

/** PUT /api/reviews/approve/{id}: owner only. */
export const approveReviewHandler: Handler = async (request) => {
  await requireOwner(request);
  await approveReview(parseId(request.params.id));
  return reviewsFor(true);
};

/** DELETE /api/reviews/{id}: owner only. */
export const deleteReviewHandler: Handler = async (request) => {
  await requireOwner(request);
  await deleteReview(parseId(request.params.id));
  return reviewsFor(true);
};
