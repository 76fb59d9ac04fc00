import { FieldValue } from "firebase-admin/firestore";
import { SCORE_PER_FOLLOWER } from "../contract/limits";
import type { FollowAction, PublicUser } from "../contract/users";
import { db } from "../firebase";
import { writeCounted } from "./counted-records";
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

/**
 * Moves to `action`: the follow record and the three counters change together or not at all, so a
 * repeated or concurrent call is a no-op (see writeCounted).
 */
async function moveTo(followerUid: string, followedUid: string, action: FollowAction): Promise<void> {
  const users = db().collection(USERS);
  await writeCounted(action === "follow" ? "create" : "delete", followRef(followerUid, followedUid), { createdAt: FieldValue.serverTimestamp() }, [
    { doc: users.doc(followedUid), fields: { followers: 1, score: SCORE_PER_FOLLOWER } },
    { doc: users.doc(followerUid), fields: { following: 1 } },
  ]);
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
