// Community records written straight into Firestore with firebase-admin, in the shape the services write them
// (docs/community.md, "How it is stored"), so a test can act on someone's comment or review without the API's
// rate limits deciding how many it may have.
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { adminDb } from "./stack";

export interface Author {
  uid: string;
  username: string;
}

const created = () => ({ createdAt: FieldValue.serverTimestamp() });

/** A record by `author` under `parent`, counted in the parent's `counter` in the same batch, as the API counts it. */
async function countedChild(parent: DocumentReference, collection: string, counter: string, author: Author, text: string) {
  const child = parent.collection(collection).doc();
  const batch = adminDb.batch();
  batch.create(child, { authorUid: author.uid, username: author.username, text, ...created() });
  batch.update(parent, { [counter]: FieldValue.increment(1) });
  await batch.commit();
  return child.id;
}

/** A comment by `author` on an item, counted in its commentCount. */
export const itemComment = (item: DocumentReference, author: Author, text = "A fixture comment"): Promise<string> =>
  countedChild(item, "comments", "commentCount", author, text);

export async function homeComment(author: Author, text = "A fixture home comment"): Promise<string> {
  const ref = adminDb.collection("homeComments").doc();
  await ref.create({ authorUid: author.uid, username: author.username, text, replyCount: 0, ...created() });
  return ref.id;
}

/** A reply by `author` under a home comment, counted in its replyCount. */
export const homeReply = (commentId: string, author: Author, text = "A fixture reply"): Promise<string> =>
  countedChild(adminDb.collection("homeComments").doc(commentId), "replies", "replyCount", author, text);

export async function pendingReview(author: Author, text = "A fixture review"): Promise<string> {
  const ref = adminDb.collection("reviews").doc();
  await ref.create({ authorUid: author.uid, username: author.username, rating: 4, text, status: "pending", ...created() });
  return ref.id;
}

export async function pendingReport(author: Author, subject = "A fixture report"): Promise<string> {
  const ref = adminDb.collection("reports").doc();
  await ref.create({ authorUid: author.uid, username: author.username, subject, description: "Details.", status: "pending", ...created() });
  return ref.id;
}

export async function contactMessage(author: Author & { email: string }, subject = "A fixture message"): Promise<string> {
  const ref = adminDb.collection("contactMessages").doc();
  await ref.create({ authorUid: author.uid, name: "Fixture Sender", email: author.email, subject, message: "Hello.", ...created() });
  return ref.id;
}

/** Deletes what these authors wrote to the community collections since `since` (with replies), after a test. */
export async function removeCommunityRecords(uids: string[], since: Date): Promise<void> {
  for (const collection of ["reviews", "reports", "contactMessages", "homeComments"]) {
    for (const uid of uids) {
      const snapshot = await adminDb.collection(collection).where("authorUid", "==", uid).get();
      const recent = snapshot.docs.filter((doc) => (doc.get("createdAt")?.toDate?.() ?? new Date(0)) >= since);
      await Promise.all(recent.map((doc) => adminDb.recursiveDelete(doc.ref)));
    }
  }
}
