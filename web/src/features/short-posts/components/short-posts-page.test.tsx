import "@testing-library/jest-dom/vitest";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profileQueryOptions } from "@/lib/data/auth";
import { renderWithViewer, testQueryClient } from "@/testing/render-with-viewer";
import { renderWithApp, stubApi } from "@/testing/app-harness";
import { storeSessionToken } from "@/lib/data/session-token";
import { ShortPostsPage } from "./short-posts-page";
import { PUBLISHED } from "@/testing/published";

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
    renderWithApp(<ShortPostsPage kind="random-post" />, client);
    const button = await screen.findByRole("button", { name: "New post" });
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
    // The form loads when opened (short-posts-page.tsx).
    expect(await screen.findByRole("form", { name: "New post" })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("tells a member they may not post", async () => {
    feedNeverAnswers();
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderWithViewer(<ShortPostsPage kind="random-post" />, { username: "samrivera" });
    await userEvent.setup().click(screen.getByRole("button", { name: "New post" }));
    expect(alert).toHaveBeenCalledWith("You are not authorized to create a post.");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});

describe("ShortPostsPage's feed", () => {
  const post = (id: string, title: string) => ({
    _id: id,
    title,
    desc: `About ${title}.`,
    fileUrl: "",
    variants: {},
    alt: {},
    createdAt: "2026-01-01T00:00:00.000Z",
    ...PUBLISHED,
    likeCount: 0,
    commentCount: 0,
  });

  it("searches the whole feed through the API, pages with Load more and says 'No post...' for a miss", async () => {
    const calls = stubApi(({ path }) => {
      if (!path.startsWith("/api/islamic")) return undefined;
      const params = new URL(path, "http://site").searchParams;
      if (params.get("q") === "honey") return [200, [post("d1", "Honey never spoils")]];
      if (params.get("q")) return [200, []];
      if (params.get("after") === "c1") return [200, [post("d3", "Octopuses have three hearts")]];
      return [200, [post("d1", "Honey never spoils"), post("d2", "The first computer bug")], { "X-Next-Cursor": "c1" }];
    });
    renderWithApp(<ShortPostsPage kind="islamic" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Load more" }, { timeout: 5000 }));
    await screen.findByRole("link", { name: "Octopuses have three hearts" });
    const search = screen.getByRole("searchbox", { name: "Search posts" });
    await user.type(search, "honey");
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "The first computer bug" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Honey never spoils" })).toBeInTheDocument();
    await user.type(search, " volcano");
    await screen.findByText("No post...");
    const searched = calls.filter((call) => call.path.startsWith("/api/islamic")).map((call) => new URL(call.path, "http://site").searchParams);
    expect(searched.map((params) => params.get("q"))).toEqual([null, null, "honey", "honey volcano"]);
  });
});
