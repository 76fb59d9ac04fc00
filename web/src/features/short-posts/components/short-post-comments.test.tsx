import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Comment } from "@contract/comments";
import { DEFAULT_AVATAR } from "@/components/avatar";
import { ShortPostComments } from "./short-post-comments";

const comments: Comment[] = [
  { _id: "2", username: "jordanlee", profileImage: DEFAULT_AVATAR, text: "Second", createdAt: "2026-02-02T00:00:00.000Z" },
  { _id: "1", username: "samrivera", profileImage: "https://cdn.example.com/sam.png", text: "First", createdAt: "2026-01-01T00:00:00.000Z" },
];

const texts = () => within(screen.getByRole("list", { name: "Comments" })).getAllByText(/First|Second/).map((node) => node.textContent);

describe("ShortPostComments", () => {
  afterEach(cleanup);

  it("shows '0 comment' when there are none", () => {
    render(<ShortPostComments comments={[]} total={0} hideDefaultAvatar />);
    expect(screen.getByText("0 comment")).toBeInTheDocument();
  });

  it("lists the oldest first and the newest first on request", async () => {
    render(<ShortPostComments comments={comments} total={2} hideDefaultAvatar={false} />);
    expect(texts()).toEqual(["First", "Second"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort comments" }), "Newest");
    expect(texts()).toEqual(["Second", "First"]);
  });

  it("hides the placeholder avatar only where asked (random posts)", () => {
    const { container, rerender } = render(<ShortPostComments comments={comments} total={2} hideDefaultAvatar />);
    expect(container.querySelectorAll("img.avatar")).toHaveLength(1);
    rerender(<ShortPostComments comments={comments} total={2} hideDefaultAvatar={false} />);
    expect(container.querySelectorAll("img.avatar")).toHaveLength(2);
  });
});
