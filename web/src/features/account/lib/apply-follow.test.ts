import type { PublicUser } from "@contract/users";
import { describe, expect, it } from "vitest";
import { applyFollow } from "./apply-follow";

const user: PublicUser = {
  _id: "u1",
  name: "Grace Hopper",
  username: "grace",
  profileImage: "/images/default-avatar.svg",
  followers: 4,
  following: 2,
  score: 40,
  isFollowing: false,
};

describe("applyFollow", () => {
  it("adds one follower and ten score on follow", () => {
    expect(applyFollow(user, "follow")).toMatchObject({ followers: 5, score: 50, following: 2, isFollowing: true });
  });

  it("takes one follower and ten score back on unfollow", () => {
    const followed = { ...user, isFollowing: true };
    expect(applyFollow(followed, "unfollow")).toMatchObject({ followers: 3, score: 30, isFollowing: false });
  });

  it("never shows a negative follower count", () => {
    expect(applyFollow({ ...user, followers: 0 }, "unfollow").followers).toBe(0);
  });
});
