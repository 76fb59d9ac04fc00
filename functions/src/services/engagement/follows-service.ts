import { FieldPath, FieldValue, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { SCORE_PER_FOLLOWER } from "../../contract/limits";
import type { FollowAction, PublicUser } from "../../contract/users";
import { db } from "../../firebase";
import { writeCounted } from "./counted-records";
import { removeCountedRecords } from "./counted-removals";
import { consumeCommunityLimit } from "./community-limits";
import { DomainError } from "../domain-error";
import { findUid, toPublicUser, USERS } from "../accounts/users-service";

/**
 * follows/{followerUid_followedUid} marks one follow; its existence is the truth the counters follow.
 * It also stores both uids, so an account deletion finds who follows someone with one query
 * (the id finds whom someone follows, as a prefix; records from before the fields, see removeAllFollows).
 */
export const FOLLOWS = "follows";

const followRef = (followerUid: string, followedUid: string) =>
  db().collection(FOLLOWS).doc(`${followerUid}_${followedUid}`);

/** A public profile, with whether the viewer follows it. */
export async function getPublicUser(username: string, viewerUid: string | null): Promise<PublicUser | null> {
  const uid = await findUid(username);
  if (!uid) return null;
  const [profile, follow] = await Promise.all([
    db().collection(USERS).doc(uid).get(),
    viewerUid && viewerUid !== uid ? followRef(viewerUid, uid).get() : Promise.resolve(null),
  ]);
  if (!profile.exists) return null;
  return toPublicUser(uid, profile.data() ?? {}, follow?.exists ?? false);
}

/**
 * Moves to `action`: the follow record and the three counters change together or not at all, so a
 * repeated or concurrent call is a no-op (see writeCounted).
 */
async function moveTo(followerUid: string, followedUid: string, action: FollowAction): Promise<void> {
  const users = db().collection(USERS);
  const record = { createdAt: FieldValue.serverTimestamp(), followerUid, followedUid };
  await writeCounted(action === "follow" ? "create" : "delete", followRef(followerUid, followedUid), record, [
    { doc: users.doc(followedUid), fields: { followers: 1, score: SCORE_PER_FOLLOWER } },
    { doc: users.doc(followerUid), fields: { following: 1 } },
  ]);
}

/** Follows or unfollows, to `wanted` if given, else the opposite of now; answers the state it left. Rate-limited per user. */
export async function setFollow(followerUid: string, username: string, wanted?: FollowAction): Promise<FollowAction> {
  const followedUid = await findUid(username);
  if (!followedUid) throw new DomainError("not-found", "User not found.");
  if (followedUid === followerUid) throw new DomainError("invalid", "You cannot follow yourself.");
  await consumeCommunityLimit("follows", followerUid);
  const action = wanted ?? ((await followRef(followerUid, followedUid).get()).exists ? "unfollow" : "follow");
  await moveTo(followerUid, followedUid, action);
  return action;
}

/** Follow records read per page while an account is deleted. */
const FOLLOWS_PER_PAGE = 200;

/** Every document a query matches, a page at a time, in id order. */
async function* pages(query: Query): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(FOLLOWS_PER_PAGE).get();
    if (!page.empty) yield page.docs;
    if (page.size < FOLLOWS_PER_PAGE) return;
    last = page.docs.at(-1);
  }
}

/**
 * Ends every follow of an account that is being deleted, both ways, correcting the other side's counters
 * (and the score of those it followed) exactly. Its own counters are left alone: its profile goes right
 * after, and a retry that finds the profile already gone still corrects everyone else.
 * Uids never hold "_", so the ids starting "{uid}_" are exactly the follows it made.
 */
export async function removeAllFollows(uid: string, followersCounted: number): Promise<void> {
  const users = db().collection(USERS);
  const byId = db().collection(FOLLOWS).orderBy(FieldPath.documentId());
  for await (const docs of pages(byId.startAt(`${uid}_`).endBefore(`${uid}\``))) {
    await removeCountedRecords(
      docs.map((doc) => ({
        record: doc.ref,
        counter: { doc: users.doc(doc.id.slice(uid.length + 1)), fields: { followers: 1, score: SCORE_PER_FOLLOWER } },
      })),
    );
  }
  const followedBy = (docs: QueryDocumentSnapshot[]) =>
    docs.map((doc) => ({ record: doc.ref, counter: { doc: users.doc(doc.id.slice(0, -uid.length - 1)), fields: { following: 1 } } }));
  let removed = 0;
  for await (const docs of pages(db().collection(FOLLOWS).where("followedUid", "==", uid).orderBy(FieldPath.documentId()))) {
    removed += docs.length;
    await removeCountedRecords(followedBy(docs));
  }
  // Follows made before the records named their uids: only then, a walk through every follow record.
  if (removed >= followersCounted) return;
  for await (const docs of pages(byId.select())) {
    await removeCountedRecords(followedBy(docs.filter((doc) => doc.id.endsWith(`_${uid}`))));
  }
}
