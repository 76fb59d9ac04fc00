import { SCORE_PER_FOLLOWER } from "@contract/limits";
import type { FollowAction, PublicUser } from "@contract/users";

/** SPEC section 4: a follow adds 1 follower and 10 score; an unfollow takes them back. */
export function applyFollow(user: PublicUser, action: FollowAction): PublicUser {
  const step = action === "follow" ? 1 : -1;
  return {
    ...user,
    isFollowing: action === "follow",
    followers: Math.max(0, user.followers + step),
    score: user.score + step * SCORE_PER_FOLLOWER,
  };
}
