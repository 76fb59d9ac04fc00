import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WritingComments } from "./writing-comments";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("WritingComments", () => {
  it("tells a guest to log in and says there are no comments yet", () => {
    render(<WritingComments comments={[]} total={0} />);
    expect(screen.getByText("Please log in to comment.")).toBeInTheDocument();
    expect(screen.getByText("No comments yet.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort comments" })).toHaveValue("oldest");
  });

  it("does not ask a logged-in visitor to log in", () => {
    window.localStorage.setItem("token", "hint");
    render(<WritingComments comments={[]} total={0} />);
    expect(screen.queryByText("Please log in to comment.")).not.toBeInTheDocument();
  });
});
