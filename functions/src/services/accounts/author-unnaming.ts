import { FieldValue, type Query } from "firebase-admin/firestore";
import { db } from "../../firebase";
import { CONTACT_MESSAGES } from "../engagement/contact-service";
import { COMMENTS } from "../engagement/likes-and-comments";
import { HOME_COMMENTS, REPLIES } from "../engagement/home-comments-service";
import { REPORTS } from "../engagement/reports-service";
import { REVIEWS } from "../engagement/reviews-service";

/**
 * What a deleted account wrote stays (comments, replies, reviews, reports, messages to the owner), but nothing in it
 * names the account any more: firestore.rules let any Firebase client read home comments, replies, reports, approved
 * reviews and the comments of public items, and the owner the rest, so a username or uid kept there would still say
 * who wrote what after the site shows "deleted user". Each record loses `authorUid`, `username` and `profileImage`
 * and gets `authorDeleted: true`, which is what answers show as "deleted user" (authors.ts) and what keeps every
 * member but the owner from removing it (no uid to match).
 */
export const UNNAMED = {
  authorUid: FieldValue.delete(),
  username: FieldValue.delete(),
  profileImage: FieldValue.delete(),
  authorDeleted: true,
} as const;

/** Records per round, one batch: updated records no longer match, so the same query answers the next ones. */
const PAGE = 200;

/** Every record whose author is `uid`: top-level collections, and the replies and item comments in any parent. */
const writtenBy = (uid: string): Query[] => [
  ...[HOME_COMMENTS, REVIEWS, REPORTS, CONTACT_MESSAGES].map((name) => db().collection(name).where("authorUid", "==", uid)),
  // Collection-group queries on authorUid: their single-field indexes are declared in firestore.indexes.json.
  ...[REPLIES, COMMENTS].map((name) => db().collectionGroup(name).where("authorUid", "==", uid)),
];

/** Removes the author's name and uid from everything they wrote; answers how many records changed. A no-op when done. */
export async function unnameAuthor(uid: string): Promise<number> {
  let changed = 0;
  for (const query of writtenBy(uid)) {
    for (;;) {
      const page = await query.select().limit(PAGE).get();
      if (page.empty) break;
      const batch = db().batch();
      for (const doc of page.docs) batch.update(doc.ref, UNNAMED);
      await batch.commit();
      changed += page.size;
      if (page.size < PAGE) break;
    }
  }
  return changed;
}
