import { describe, expect, it } from "vitest";
import type { Comment } from "@contract/comments";
import { sortComments } from "./sort-comments";

const comment = (_id: string, createdAt: string): Comment => ({
  _id,
  username: "sam",
  profileImage: "",
  text: _id,
  createdAt,
});

const comments = [
  comment("middle", "2026-02-01T10:00:00.000Z"),
  comment("first", "2026-01-01T10:00:00.000Z"),
  comment("last", "2026-03-01T10:00:00.000Z"),
];

describe("sortComments", () => {
  it("puts the oldest first by default order and the newest first on request", () => {
    expect(sortComments(comments, "oldest").map((c) => c._id)).toEqual(["first", "middle", "last"]);
    expect(sortComments(comments, "newest").map((c) => c._id)).toEqual(["last", "middle", "first"]);
  });

  it("leaves the given list as it was", () => {
    sortComments(comments, "newest");
    expect(comments.map((c) => c._id)).toEqual(["middle", "first", "last"]);
  });
});
