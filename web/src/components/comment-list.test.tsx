// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { UseMutationResult } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithViewer } from "@/testing/render-with-viewer";
import { CommentList } from "./comment-list";

const remove = { mutateAsync: async () => undefined } as unknown as UseMutationResult<unknown, Error, string>;

describe("CommentList", () => {
  afterEach(cleanup);

  it("shows a comment whose date cannot be read, without a date", () => {
    const comments = [
      { _id: "c1", username: "sam", profileImage: "", text: "Undated", createdAt: "not a date" },
      { _id: "c2", username: "ann", profileImage: "", text: "Dated", createdAt: "2024-05-01T10:00:00.000Z" },
    ];
    renderWithViewer(
      <CommentList kind="projects" comments={comments} remove={remove} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
      null,
    );
    expect(screen.getByText("Undated").closest("li")?.querySelector("time")).toBeNull();
    expect(screen.getByText("Dated").closest("li")?.querySelector("time")).toHaveAttribute("dateTime", "2024-05-01T10:00:00.000Z");
  });
});
