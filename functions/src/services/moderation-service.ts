import type { Query } from "firebase-admin/firestore";
import type { ModerationSummary } from "../contract/community";
import { db } from "../firebase";
import { CONTACT_MESSAGES } from "./contact-service";
import { FEDIVERSE_REPLIES } from "./fediverse-replies";
import { REPORTS } from "./reports-service";
import { REVIEWS } from "./reviews-service";

/** What waits for the owner, as four count queries (one read each per thousand entries). */
export async function moderationSummary(): Promise<ModerationSummary> {
  const counted = async (query: Query) => (await query.count().get()).data().count;
  const [pendingReviews, pendingReports, contactMessages, pendingFediverseReplies] = await Promise.all([
    counted(db().collection(REVIEWS).where("status", "==", "pending")),
    counted(db().collection(REPORTS).where("status", "==", "pending")),
    counted(db().collection(CONTACT_MESSAGES)),
    counted(db().collection(FEDIVERSE_REPLIES).where("status", "==", "pending")),
  ]);
  return { pendingReviews, pendingReports, contactMessages, pendingFediverseReplies };
}
