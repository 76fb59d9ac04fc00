import { FieldValue } from "firebase-admin/firestore";
import { SCORE_PER_FOLLOWER } from "../contract/limits";
import type { FollowAction, PublicUser } from "../contract/users";
import { db } from "../firebase";
import { DomainError } from "./domain-error";
import { findUid, toPublicUser, USERS } from "./users-service";

/** follows/{followerUid_followedUid} marks one follow; its existence is the truth the counters follow. */
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

const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;

/**
 * Moves to `action` in one atomic batch: the follow record's create (or delete) carries a precondition,
 * so the counters change exactly when the record does. If the record is already in that state the
 * batch fails as a whole and nothing changes, which makes the call idempotent without a transaction,
 * so concurrent calls never contend or retry.
 */
async function moveTo(followerUid: string, followedUid: string, action: FollowAction): Promise<void> {
  const step = action === "follow" ? 1 : -1;
  const batch = db().batch();
  const ref = followRef(followerUid, followedUid);
  if (action === "follow") batch.create(ref, { createdAt: FieldValue.serverTimestamp() });
  else batch.delete(ref, { exists: true });
  batch.update(db().collection(USERS).doc(followedUid), {
    followers: FieldValue.increment(step),
    score: FieldValue.increment(step * SCORE_PER_FOLLOWER),
  });
  batch.update(db().collection(USERS).doc(followerUid), { following: FieldValue.increment(step) });
  try {
    await batch.commit();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const alreadyThere = action === "follow" ? code === GRPC_ALREADY_EXISTS : code === GRPC_NOT_FOUND;
    if (!alreadyThere) throw error;
  }
}

/** Follows or unfollows, to `wanted` if given, else the opposite of now; answers the state it left. */
export async function setFollow(followerUid: string, username: string, wanted?: FollowAction): Promise<FollowAction> {
  const followedUid = await findUid(username);
  if (!followedUid) throw new DomainError("not-found", "User not found.");
  if (followedUid === followerUid) throw new DomainError("invalid", "You cannot follow yourself.");
  const action = wanted ?? ((await followRef(followerUid, followedUid).get()).exists ? "unfollow" : "follow");
  await moveTo(followerUid, followedUid, action);
  return action;
}
