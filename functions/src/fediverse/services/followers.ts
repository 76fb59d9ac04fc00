import { FieldPath, FieldValue, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import type { FediverseFollower, RemoteAuthor } from "../../contract/fediverse-schemas";
import { db } from "../../firebase";
import { isoDate, remoteAuthorFrom, text } from "../../services/firestore-values";
import { afterCursor, readPage } from "../../services/page-cursor";
import { digest } from "../../services/secrets";

/**
 * The owner's fediverse followers, one document each in fediverseFollowers/{digest of their actor id}: who they are
 * (for the people page) and where their server takes deliveries. A follow is idempotent (the same actor following
 * twice is one document), and an Undo removes it. Closed to every client in firestore.rules.
 */
export const FEDIVERSE_FOLLOWERS = "fediverseFollowers";

export interface FollowerRecord extends RemoteAuthor {
  actorId: string;
  inbox: string;
  /** Their server's shared inbox, where one delivery reaches every follower on it; "" when it has none. */
  sharedInbox: string;
}

const followerRef = (actorId: string) => db().collection(FEDIVERSE_FOLLOWERS).doc(digest(actorId));

/** Stores a follower (or refreshes what is known of one who follows again). */
export async function addFollower(follower: FollowerRecord): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const ref = followerRef(follower.actorId);
    const existing = await transaction.get(ref);
    transaction.set(ref, { ...follower, followedAt: existing.exists ? existing.get("followedAt") : FieldValue.serverTimestamp() });
  });
}

/** Removes a follower; answers whether there was one. */
export async function removeFollower(actorId: string): Promise<boolean> {
  const ref = followerRef(actorId);
  const existing = await ref.get();
  if (!existing.exists) return false;
  await ref.delete();
  return true;
}

export const countFollowers = async (): Promise<number> => (await db().collection(FEDIVERSE_FOLLOWERS).count().get()).data().count;

const toFollower = (doc: QueryDocumentSnapshot): FediverseFollower => ({
  ...remoteAuthorFrom(doc.data()),
  followedAt: isoDate(doc.get("followedAt")),
});

/** One page of followers, newest first, for the owner's people page. */
export async function listFollowers(after?: string): Promise<{ followers: FediverseFollower[]; nextCursor: string | null }> {
  const size = FEDIVERSE_LIMITS.pageSize;
  const query = db().collection(FEDIVERSE_FOLLOWERS).orderBy("followedAt", "desc").orderBy(FieldPath.documentId(), "desc");
  const { shown, nextCursor } = await readPage(afterCursor(query, after), size, "followedAt");
  return { followers: shown.map(toFollower), nextCursor };
}

/**
 * Every follower's actor id and inboxes, for the federation's followers collection and its deliveries. Read in
 * pages of `size` from the cursor (a document id) so a long list is walked, never held whole in one read.
 */
export async function followerInboxes(cursor: string | null, size: number) {
  let query = db().collection(FEDIVERSE_FOLLOWERS).orderBy(FieldPath.documentId()).select("actorId", "inbox", "sharedInbox");
  if (cursor) query = query.startAfter(cursor);
  const snapshot = await query.limit(size).get();
  return {
    followers: snapshot.docs.map((doc) => ({ actorId: text(doc.get("actorId")), inbox: text(doc.get("inbox")), sharedInbox: text(doc.get("sharedInbox")) })),
    nextCursor: snapshot.docs.length === size ? snapshot.docs[snapshot.docs.length - 1]!.id : null,
  };
}
