import type { Review, ReviewRequest } from "../../contract/community";
import { COMMUNITY_LIST_SIZE, RATING_MAX, RATING_MIN } from "../../contract/limits";
import { db } from "../../firebase";
import { authorFields, resolveAuthors } from "./authors";
import { consumeCommunityLimit } from "./community-limits";
import { whileExists } from "../documents";
import { count, isoDate, text } from "../firestore-values";
import { forgetPublicReads, publicReadCache } from "../public-read-cache";
import { recordModeration } from "../moderation/moderation-audit";

/** reviews/{id}: {authorUid, username, rating, text, status: pending|approved, createdAt}. */
export const REVIEWS = "reviews";

const REVIEW_NOT_FOUND = "Review not found.";

async function newestWithStatus(status: Review["status"]) {
  const snapshot = await db()
    .collection(REVIEWS)
    .where("status", "==", status)
    .orderBy("createdAt", "desc")
    .limit(COMMUNITY_LIST_SIZE)
    .get();
  return snapshot.docs;
}

// The list everybody but the owner sees is one answer: kept a short while (the owner's is always read afresh).
const approvedKept = publicReadCache<Review[]>(1);

/**
 * Everybody sees the newest approved reviews; the owner also sees the pending ones to moderate. `fresh` for a
 * signed-in viewer (public-read-cache.ts).
 */
export function listReviews(includePending: boolean, fresh = false): Promise<Review[]> {
  return includePending ? readReviews(true) : approvedKept.read("approved", () => readReviews(false), fresh);
}

async function readReviews(includePending: boolean): Promise<Review[]> {
  const [pending, approved] = await Promise.all([
    includePending ? newestWithStatus("pending") : Promise.resolve([]),
    newestWithStatus("approved"),
  ]);
  const docs = [...pending, ...approved];
  const authors = await resolveAuthors(docs.map((doc) => doc.data()));
  return docs.map((doc, index) => {
    const data = doc.data();
    return {
      _id: doc.id,
      ...authors[index]!,
      rating: Math.min(RATING_MAX, Math.max(RATING_MIN, count(data.rating))),
      text: text(data.text),
      status: data.status === "approved" ? "approved" : "pending",
      createdAt: isoDate(data.createdAt),
    };
  });
}

/** A new review waits for the owner's approval; a few a day per user. */
export async function createReview(uid: string, review: ReviewRequest): Promise<void> {
  await consumeCommunityLimit("reviews", uid);
  await db()
    .collection(REVIEWS)
    .add({ ...(await authorFields(uid)), rating: review.rating, text: review.text, status: "pending" });
}

const review = (id: string) => db().collection(REVIEWS).doc(id);

/** The owner's approval moves a review from pending to approved; approving twice changes nothing. */
export async function approveReview(id: string): Promise<void> {
  await whileExists(REVIEW_NOT_FOUND, () => review(id).update({ status: "approved" }));
  forgetPublicReads();
  await recordModeration("review.approve", `reviews/${id}`);
}

export async function deleteReview(id: string): Promise<void> {
  await whileExists(REVIEW_NOT_FOUND, () => review(id).delete({ exists: true }));
  forgetPublicReads();
  await recordModeration("review.delete", `reviews/${id}`);
}
