import "@testing-library/jest-dom/vitest";
import { useQuery } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Comment } from "@contract/comments";
import type { ShortPostKind } from "@contract/item-kinds";
import type { ShortPost } from "@contract/posts";
import { addComment, fetchCommentPage } from "@/api/items";
import { DEFAULT_AVATAR } from "@/components/avatar";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { renderWithViewer, testQueryClient, type TestViewer } from "@/testing/render-with-viewer";
import { ShortPostComments } from "./short-post-comments";
import { PUBLISHED } from "@/testing/published";

vi.mock(import("@/api/items"), async (original) => ({
  ...(await original()),
  addComment: vi.fn(),
  fetchCommentPage: vi.fn(),
}));

const comments: Comment[] = [
  { _id: "1", username: "samrivera", profileImage: "https://cdn.example.com/sam.png", text: "First", createdAt: "2026-01-01T00:00:00.000Z" },
  { _id: "2", username: "jordanlee", profileImage: DEFAULT_AVATAR, text: "Second", createdAt: "2026-02-02T00:00:00.000Z" },
];

const post = (overrides: Partial<ShortPost> = {}): ShortPost => ({
  _id: "p1",
  title: "A post",
  desc: "",
  fileUrl: "https://cdn.example.com/p.jpg",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
  likeCount: 0,
  fediverseLikeCount: 0,
  fediverseBoostCount: 0,
  webLikeCount: 0,
  webRepostCount: 0,
  likedByMe: false,
  commentCount: comments.length,
  comments,
  commentsCursor: null,
  ...overrides,
});

function Page({ kind, id }: { kind: ShortPostKind; id: string }) {
  const { data } = useQuery(itemQueryOptions(kind, id));
  return data ? <ShortPostComments kind={kind} post={data} /> : null;
}

function renderPost(item: ShortPost, { kind = "random-post", viewer = null }: { kind?: ShortPostKind; viewer?: TestViewer | null } = {}) {
  const client = testQueryClient();
  client.setQueryData(itemQueryOptions(kind, item._id).queryKey, item);
  return { ...renderWithViewer(<Page kind={kind} id={item._id} />, viewer, client), user: userEvent.setup() };
}

const texts = () => within(screen.getByRole("list", { name: "Comments" })).getAllByText(/First|Second|Third/).map((node) => node.textContent);

beforeEach(() => {
  vi.mocked(addComment).mockReset();
  vi.mocked(fetchCommentPage).mockReset();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("ShortPostComments", () => {
  it("shows '0 comment' when there are none", () => {
    renderPost(post({ commentCount: 0, comments: [] }));
    expect(screen.getByText("0 comment")).toBeInTheDocument();
  });

  it("tells a guest to log in to comment, on both kinds of post", () => {
    for (const kind of ["random-post", "islamic"] as const) {
      renderPost(post(), { kind });
      expect(screen.getByText("Please log in to comment.")).toBeInTheDocument();
      expect(screen.queryByRole("textbox", { name: "Add a comment" })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it("lists the oldest first and the newest first on request", async () => {
    const { user } = renderPost(post());
    expect(texts()).toEqual(["First", "Second"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort comments" }), "Newest");
    expect(texts()).toEqual(["Second", "First"]);
  });

  it("scrolls the list in its own box that keyboard users can reach", () => {
    renderPost(post());
    expect(screen.getByRole("list", { name: "Comments" })).toHaveAttribute("tabindex", "0");
  });

  it("hides the placeholder avatar in random posts only", () => {
    const { container } = renderPost(post());
    expect(container.querySelectorAll("img.avatar")).toHaveLength(1);
    cleanup();
    const didYouKnow = renderPost(post(), { kind: "islamic" });
    expect(didYouKnow.container.querySelectorAll("img.avatar")).toHaveLength(2);
  });

  it("loads more comments of a did-you-know post from the islamic API", async () => {
    vi.mocked(fetchCommentPage).mockResolvedValue({
      comments: [{ ...comments[1]!, _id: "3", text: "Third" }],
      nextCursor: null,
    });
    const { user } = renderPost(post({ commentCount: 3, commentsCursor: "after-2" }), { kind: "islamic" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(fetchCommentPage).toHaveBeenCalledWith("islamic", "p1", "oldest", "after-2", expect.anything());
    await waitFor(() => expect(texts()).toEqual(["First", "Second", "Third"]));
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("posts to the random-post API and clears the box", async () => {
    vi.mocked(addComment).mockResolvedValue(post({ commentCount: 3, comments: [...comments, { ...comments[0]!, _id: "3", text: "Third" }] }));
    const { user } = renderPost(post(), { viewer: { username: "samrivera" } });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.type(box, "Third");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(addComment).toHaveBeenCalledWith("random-post", "p1", { text: "Third" }));
    await waitFor(() => expect(texts()).toEqual(["First", "Second", "Third"]));
    expect(box).toHaveValue("");
  });
});
