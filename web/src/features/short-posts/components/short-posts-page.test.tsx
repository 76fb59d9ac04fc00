import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profileQueryOptions } from "@/lib/auth";
import { renderWithViewer, testQueryClient } from "@/lib/render-with-viewer";
import { storeSessionToken } from "@/lib/session-token";
import { ShortPostsPage } from "./short-posts-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The feed's own call is not under test: it never answers.
const feedNeverAnswers = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );

describe("ShortPostsPage's New post button", () => {
  it("waits for the profile before deciding who may post, so the owner is never told they may not", async () => {
    feedNeverAnswers();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    storeSessionToken("hint");
    const client = testQueryClient();
    render(
      <QueryClientProvider client={client}>
        <ShortPostsPage kind="random-posts" />
      </QueryClientProvider>,
    );
    const button = screen.getByRole("button", { name: "New post" });
    expect(button).toBeDisabled();

    act(() => {
      client.setQueryData(profileQueryOptions().queryKey, {
        success: true,
        message: "",
        user: {
          _id: "o",
          name: "Owner",
          username: "owner",
          email: "o@example.com",
          profileImage: "",
          followers: 0,
          following: 0,
          score: 0,
          isOwner: true,
        },
      });
    });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(screen.getByRole("form", { name: "New post" })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("tells a member they may not post", async () => {
    feedNeverAnswers();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderWithViewer(<ShortPostsPage kind="random-posts" />, { username: "samrivera" });
    await userEvent.setup().click(screen.getByRole("button", { name: "New post" }));
    expect(alert).toHaveBeenCalledWith("You are not authorized to create a post.");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
