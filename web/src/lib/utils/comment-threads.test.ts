import type { Comment } from "@contract/comments";
import { describe, expect, it } from "vitest";
import { threaded } from "./comment-threads";

const comment = (id: string, more: Partial<Comment> = {}): Comment => ({
  _id: id,
  username: id,
  profileImage: "",
  text: id,
  createdAt: "2026-05-01T10:00:00.000Z",
  ...more,
});

describe("threaded", () => {
  it("puts each reply after what it answers, at any depth, and a reply to what is not loaded at the top", () => {
    const comments = [
      comment("a"),
      comment("b"),
      comment("answer", { replyTo: { commentId: "a", handle: "@bob@x" } }),
      comment("deep", { parentId: "answer" }),
      comment("orphan", { parentId: "gone" }),
    ];
    expect(threaded(comments).map(({ comment: each, nested }) => `${each._id}${nested ? ">" : ""}`)).toEqual([
      "a",
      "answer>",
      "deep>",
      "b",
      "orphan",
    ]);
  });
});
