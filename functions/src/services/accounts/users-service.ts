import { DEFAULT_PROFILE_IMAGE } from "../../contract/site";
import type { CurrentUser, PublicUser } from "../../contract/users";
import { auth, db } from "../../firebase";
import { count, text } from "../firestore-values";

/** Public profiles live in users/{uid}; private fields (email) in accounts/{uid}, never in public answers. */
export const USERS = "users";
export const ACCOUNTS = "accounts";
/** users/{uid}.commentingDisabled: true while the owner has turned the member's commenting off (absent otherwise). */
export const COMMENTING_DISABLED = "commentingDisabled";
/** usernames/{username} = {uid}: makes a username unique and finds its user in one read. */
export const USERNAMES = "usernames";


export async function getCurrentUser(uid: string, isOwner: boolean): Promise<CurrentUser | null> {
  const [profile, account] = await db().getAll(db().collection(USERS).doc(uid), db().collection(ACCOUNTS).doc(uid));
  if (!profile?.exists) return null;
  const user = toPublicUser(profile.id, profile.data() ?? {}, false);
  const { isFollowing: _ignored, ...rest } = user;
  return { ...rest, email: text(account?.data()?.email), isOwner, commentingDisabled: profile.get(COMMENTING_DISABLED) === true };
}

export function toPublicUser(id: string, data: Record<string, unknown>, isFollowing: boolean): PublicUser {
  return {
    _id: id,
    name: text(data.name),
    username: text(data.username),
    profileImage: text(data.profileImage) || DEFAULT_PROFILE_IMAGE,
    followers: count(data.followers),
    following: count(data.following),
    score: count(data.score),
    isFollowing,
  };
}

/** The uid behind a username, or null. */
export async function findUid(username: string): Promise<string | null> {
  const snapshot = await db().collection(USERNAMES).doc(username).get();
  const uid = snapshot.get("uid");
  return typeof uid === "string" ? uid : null;
}

/** The Auth account for an email, or null. */
export async function findAuthUser(email: string) {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  }
}
