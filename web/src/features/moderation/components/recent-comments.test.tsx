// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { InboxComment } from "@contract/moderation-schemas";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { RecentComments } from "./recent-comments";

const onItem: InboxComment = {
  _id: "c1",
  username: "samsmith",
  profileImage: "",
  text: "Nice article!",
  createdAt: "2024-05-02T10:00:00.000Z",
  on: { type: "item", kind: "articles", itemId: "a1", title: "On testing" },
  authorCommentingDisabled: false,
};
const reply: InboxComment = {
  _id: "r1",
  username: "samsmith",
  profileImage: "",
  text: "Agreed.",
  createdAt: "2024-05-01T10:00:00.000Z",
  on: { type: "reply", commentId: "h1" },
  authorCommentingDisabled: false,
};

describe("RecentComments", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows each comment with its item and author, deletes through the comment's own call, and turns commenting off", async () => {
    const calls = stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ method, path, body }) => {
        if (method === "GET" && path === "/api/moderation/comments") return [200, { comments: [onItem, reply], nextCursor: null }];
        if (method === "DELETE" && path === "/api/home-comments/reply/h1/r1") return [200, []];
        if (method === "PUT" && path === "/api/moderation/commenting/samsmith") {
          return [200, { username: "samsmith", commentingDisabled: (body as { disabled: boolean }).disabled }];
        }
        return undefined;
      }),
    );
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithApp(<RecentComments />);
    const userActions = userEvent.setup();
    const first = (await screen.findByText("Nice article!")).closest("article")!;
    expect(within(first).getByRole("link", { name: "On testing" })).toHaveAttribute("href", "/articles/a1");
    expect(within(first).getByRole("link", { name: "samsmith" })).toHaveAttribute("href", "/id/samsmith");
    expect(screen.getByText("Agreed.").closest("article")).toHaveTextContent("Reply on a home page comment");

    // One switch per member: every comment of theirs shows it.
    await userActions.click(within(first).getByRole("button", { name: "Turn commenting off for samsmith" }));
    expect(await screen.findByText("Commenting turned off for samsmith")).toBeInTheDocument();
    expect(screen.getAllByText("Commenting off")).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Turn commenting on for samsmith" })).toHaveLength(2);

    // Deleted through the reply's own call on the home page, after the same question.
    const second = screen.getByText("Agreed.").closest("article")!;
    await userActions.click(within(second).getByRole("button", { name: "Delete comment by samsmith" }));
    expect(window.confirm).toHaveBeenCalledWith("Are you sure you want to delete this comment?");
    expect(await screen.findByText("Comment deleted!")).toBeInTheDocument();
    expect(screen.queryByText("Agreed.")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.path === "/api/home-comments/reply/h1/r1")).toBe(true);
  });
});
