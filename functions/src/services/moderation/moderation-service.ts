import type { Query } from "firebase-admin/firestore";
import type { ModerationSummary } from "../../contract/community";
import { db } from "../../firebase";
import { CONTACT_MESSAGES } from "../engagement/contact-service";
import { FEDIVERSE_REPLIES } from "../../fediverse/services/replies";
import { REPORTS } from "../engagement/reports-service";
import { REVIEWS } from "../engagement/reviews-service";

/** What waits for the owner, as five count queries (one read each per thousand entries). */
export async function moderationSummary(): Promise<ModerationSummary> {
  const counted = async (query: Query) => (await query.count().get()).data().count;
  // Messages older than `handled` carry no such field, so the waiting ones are all less the handled ones.
  const [pendingReviews, pendingReports, allMessages, handledMessages, pendingFediverseReplies] = await Promise.all([
    counted(db().collection(REVIEWS).where("status", "==", "pending")),
    counted(db().collection(REPORTS).where("status", "==", "pending")),
    counted(db().collection(CONTACT_MESSAGES)),
    counted(db().collection(CONTACT_MESSAGES).where("handled", "==", true)),
    counted(db().collection(FEDIVERSE_REPLIES).where("status", "==", "pending")),
  ]);
  const contactMessages = Math.max(0, allMessages - handledMessages);
  return { pendingReviews, pendingReports, contactMessages, pendingFediverseReplies };
}
