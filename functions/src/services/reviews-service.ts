import type { Review } from "../contract/community";
import { db } from "../firebase";
import { count, isoDate, text } from "./firestore-values";
import { DEFAULT_PROFILE_IMAGE } from "../contract/users";

export const REVIEWS = "reviews";

/** Everybody sees approved reviews; the owner also sees the pending ones to moderate. */
export async function listReviews(includePending: boolean): Promise<Review[]> {
  const reviews = db().collection(REVIEWS);
  const query = includePending ? reviews : reviews.where("status", "==", "approved");
  const snapshot = await query.orderBy("createdAt", "desc").get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      _id: doc.id,
      username: text(data.username),
      profileImage: text(data.profileImage) || DEFAULT_PROFILE_IMAGE,
      rating: Math.min(5, Math.max(1, count(data.rating))),
      text: text(data.text),
      status: data.status === "approved" ? "approved" : "pending",
      createdAt: isoDate(data.createdAt),
    };
  });
}
