import { FieldValue } from "firebase-admin/firestore";
import type { PublicUser } from "../contract/users";
import { db } from "../firebase";
import { HttpError } from "../http/http-error";
import { findUid, toPublicUser, USERS } from "./users-service";

/** follows/{followerUid_followedUid} marks one follow; its existence is the truth the counters follow. */
export const FOLLOWS = "follows";

/** SPEC section 9: a follower is worth this much score. */
export const SCORE_PER_FOLLOWER = 10;

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

export type FollowAction = "follow" | "unfollow";

/**
 * Follows or unfollows, to `wanted` if given, else the opposite of now. The transaction reads only the
 * follow document and changes the counters by increments, so a change happens at most once per state
 * and many people following the same user at once never contend on that user's document.
 */
export async function setFollow(followerUid: string, username: string, wanted?: FollowAction): Promise<FollowAction> {
  const followedUid = await findUid(username);
  if (!followedUid) throw new HttpError(404, "User not found.");
  if (followedUid === followerUid) throw new HttpError(400, "You cannot follow yourself.");
  const ref = followRef(followerUid, followedUid);
  return db().runTransaction(async (transaction) => {
    const following = (await transaction.get(ref)).exists;
    const action: FollowAction = wanted ?? (following ? "unfollow" : "follow");
    if ((action === "follow") === following) return action;
    const step = action === "follow" ? 1 : -1;
    if (action === "follow") transaction.create(ref, { createdAt: FieldValue.serverTimestamp() });
    else transaction.delete(ref);
    transaction.update(db().collection(USERS).doc(followedUid), {
      followers: FieldValue.increment(step),
      score: FieldValue.increment(step * SCORE_PER_FOLLOWER),
    });
    transaction.update(db().collection(USERS).doc(followerUid), { following: FieldValue.increment(step) });
    return action;
  });
}
