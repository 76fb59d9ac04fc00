// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import type { CommentRequest } from "@contract/comments";
import { useMutation } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, signIn, stubApi, user } from "@/testing/app-harness";
import { CommentComposer } from "./comment-composer";

function Composer() {
  const add = useMutation({ mutationFn: async (_request: CommentRequest) => undefined as unknown });
  return <CommentComposer add={add} />;
}

describe("CommentComposer", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("tells a member whose commenting the owner turned off, instead of offering a box", async () => {
    stubApi(signIn(user({ commentingDisabled: true })));
    renderWithApp(<Composer />);
    expect(await screen.findByText("The site owner has turned off commenting for your account.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post comment" })).not.toBeInTheDocument();
  });

  it("says why an empty comment was refused, and stops saying it once the reader types", async () => {
    stubApi(signIn(user()));
    renderWithApp(<Composer />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment text is required.")).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText("Add a comment"), "Fixed");
    expect(screen.queryByText("Comment text is required.")).not.toBeInTheDocument();
  });

  it("offers the box to a member who may comment", async () => {
    stubApi(signIn(user()));
    renderWithApp(<Composer />);
    expect(await screen.findByRole("button", { name: "Post comment" })).toBeInTheDocument();
  });
});
