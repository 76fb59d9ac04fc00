import "@testing-library/jest-dom/vitest";
import { useMutation } from "@tanstack/react-query";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ITEM_KIND_NAMES, type ItemKind } from "@contract/item-kinds";
import { ApiError } from "@/api/client";
import { formatLikeCount, formatProjectCount } from "@/lib/utils/format-count";
import { renderWithViewer, type TestViewer } from "@/testing/render-with-viewer";
import { fediverseReactionsText, LikeButton, webReactionsText } from "./like-button";

function Like({ kind, liked, count, call }: { kind: ItemKind; liked: boolean; count: number; call: () => Promise<unknown> }) {
  const toggle = useMutation({ mutationFn: call });
  return <LikeButton kind={kind} liked={liked} count={count} format={kind === "projects" ? formatProjectCount : formatLikeCount} withWord toggle={toggle} />;
}

function renderLike({ kind = "articles" as ItemKind, liked = false, count = 7, viewer = { username: "samrivera" } as TestViewer | null, call = vi.fn(async () => ({})) } = {}) {
  return { ...renderWithViewer(<Like kind={kind} liked={liked} count={count} call={call} />, viewer), call, user: userEvent.setup() };
}

const GUEST_LIKE: Record<ItemKind, string> = {
  projects: "Please log in to like this project.",
  articles: "Please log in to like articles.",
  blogs: "Please log in to like blogs.",
  "random-post": "Please log in to like posts.",
  islamic: "Please log in to like posts.",
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("LikeButton", () => {
  it.each(ITEM_KIND_NAMES)("shows a guest the count and the %s message, with nothing to click", (kind) => {
    renderLike({ kind, viewer: null, count: 1500 });
    expect(screen.getByText(GUEST_LIKE[kind])).toBeInTheDocument();
    expect(screen.getByLabelText("1500 likes")).toHaveTextContent(kind === "projects" ? "♥ 1.5K likes" : "♥ 1.5k likes");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("reads Like when not liked and Unlike, pressed, when liked", () => {
    renderLike();
    expect(screen.getByRole("button", { name: "Like", pressed: false })).toBeInTheDocument();
    expect(screen.queryByText(GUEST_LIKE.articles)).not.toBeInTheDocument();
    cleanup();
    renderLike({ liked: true });
    expect(screen.getByRole("button", { name: "Unlike", pressed: true })).toBeInTheDocument();
  });

  it("toggles through the mutation", async () => {
    const { call, user } = renderLike();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("alerts the kind's guest message when the session turns out to be gone", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user } = renderLike({ kind: "blogs", call: vi.fn(async () => Promise.reject(new ApiError(401, "Please log in first!"))) });
    await user.click(screen.getByRole("button", { name: "Like" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please log in to like blogs."));
  });

  it("toasts 'Error toggling like' when the call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderLike({ call: vi.fn(async () => Promise.reject(new ApiError(500, "boom"))) });
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByText("Error toggling like")).toBeInTheDocument();
  });

  it("tells the likes and boosts from the fediverse beside our own count, only when there are some", () => {
    expect(fediverseReactionsText({ likes: 3, boosts: 2 })).toBe("3 likes and 2 boosts from the fediverse");
    expect(fediverseReactionsText({ likes: 1, boosts: 0 })).toBe("1 like from the fediverse");
    expect(fediverseReactionsText({ likes: 0, boosts: 1 })).toBe("1 boost from the fediverse");
    expect(fediverseReactionsText({ likes: 0, boosts: 0 })).toBeNull();
  });

  it("tells the likes and reposts from other sites' webmentions the same way", () => {
    expect(webReactionsText({ likes: 3, reposts: 1 })).toBe("3 likes and 1 repost from the web");
    expect(webReactionsText({ likes: 0, reposts: 2 })).toBe("2 reposts from the web");
    expect(webReactionsText({ likes: 0, reposts: 0 })).toBeNull();
  });

  it("shows the fediverse's reactions beside the count, which stays our own", () => {
    function WithFediverse({ likes, boosts }: { likes: number; boosts: number }) {
      const toggle = useMutation({ mutationFn: async () => ({}) });
      return <LikeButton kind="articles" liked={false} count={7} format={formatLikeCount} withWord toggle={toggle} fediverse={{ likes, boosts }} />;
    }
    renderWithViewer(<WithFediverse likes={3} boosts={2} />, null);
    expect(screen.getByLabelText("7 likes")).toBeInTheDocument();
    expect(screen.getByText("3 likes and 2 boosts from the fediverse")).toBeInTheDocument();
    cleanup();
    renderWithViewer(<WithFediverse likes={0} boosts={0} />, null);
    expect(screen.queryByText(/from the fediverse/)).not.toBeInTheDocument();
  });
});
