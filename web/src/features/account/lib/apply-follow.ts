import type { FollowAnswer, PublicUser } from "@contract/users";

/** SPEC section 4: a follow adds 1 follower and 10 score; an unfollow takes them back. */
export const FOLLOW_SCORE = 10;

export function applyFollow(user: PublicUser, action: FollowAnswer["action"]): PublicUser {
  const step = action === "follow" ? 1 : -1;
  return {
    ...user,
    isFollowing: action === "follow",
    followers: Math.max(0, user.followers + step),
    score: user.score + step * FOLLOW_SCORE,
  };
}
