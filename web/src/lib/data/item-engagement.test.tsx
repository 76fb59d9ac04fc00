import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Comment } from "@contract/comments";
import type { CommentOrder } from "@contract/limits";
import type { ShortPost } from "@contract/posts";
import { deleteComment, fetchCommentPage, toggleLike } from "@/api/items";
import { testQueryClient } from "@/testing/render-with-viewer";
import { commentPagesQueryOptions, useDeleteComment, useItemComments, useToggleLike } from "./item-engagement";
import { cardsOf, type ListPages } from "./item-lists";
import { PUBLISHED } from "@/testing/published";

vi.mock(import("@/api/items"), async (original) => ({
  ...(await original()),
  toggleLike: vi.fn(),
  deleteComment: vi.fn(),
  fetchCommentPage: vi.fn(),
}));

const comment = (n: number): Comment => ({
  _id: `c${n}`,
  username: "samrivera",
  profileImage: "",
  text: `Comment ${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => comment(from + index));

const post = (overrides: Partial<ShortPost> = {}): ShortPost => ({
  _id: "p1",
  title: "A post",
  desc: "",
  fileUrl: "",
  variants: {},
  alt: {},
  createdAt: "2026-01-01T00:00:00.000Z",
  ...PUBLISHED,
  likeCount: 3,
  fediverseLikeCount: 0,
  fediverseBoostCount: 0,
  webLikeCount: 0,
  webRepostCount: 0,
  likedByMe: false,
  commentCount: 4,
  comments: range(0, 2),
  commentsCursor: "after-c1",
  ...overrides,
});

// The post's cache entries, as the server's rendered page inlines them.
const target = {
  kind: "random-post",
  id: "p1",
  keys: { item: ["random-posts", "p1"], lists: ["random-posts", "list"], newest: ["random-posts", "list", { q: "", category: null }] },
} as const;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const pagesOf = (order: CommentOrder) => client.getQueryData(commentPagesQueryOptions(target.kind, target.id, order).queryKey);

beforeEach(() => {
  client = testQueryClient();
  vi.mocked(toggleLike).mockReset();
  vi.mocked(deleteComment).mockReset();
  vi.mocked(fetchCommentPage).mockReset();
});

afterEach(() => client.clear());

describe("the engagement hooks", () => {
  it("key the comment pages under the item's key", () => {
    expect(commentPagesQueryOptions(target.kind, target.id, "newest").queryKey).toEqual(["random-posts", "p1", "comments", "newest"]);
  });

  it("replace the item with a like's answer and update its card in every list, on any page", async () => {
    const other = { ...post({ _id: "p2" }), likeCount: 9 };
    client.setQueryData(target.keys.item, post());
    const searched = ["random-posts", "list", { q: "post", category: null }];
    client.setQueryData(target.keys.newest, { pages: [{ cards: [other], nextCursor: "c" }, { cards: [post()], nextCursor: null }], pageParams: [undefined, "c"] });
    client.setQueryData(searched, { pages: [{ cards: [post()], nextCursor: null }], pageParams: [undefined] });
    const answer = post({ likeCount: 4, likedByMe: true });
    vi.mocked(toggleLike).mockResolvedValue(answer);
    const { result } = renderHook(() => useToggleLike(target.kind, target.id), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData(target.keys.item)).toEqual(answer);
    const counts = (key: readonly unknown[]) =>
      cardsOf(client.getQueryData<ListPages<ShortPost>>(key)).map((card) => [card._id, card.likeCount]);
    expect(counts(target.keys.newest)).toEqual([
      ["p2", 9],
      ["p1", 4],
    ]);
    expect(counts(searched)).toEqual([["p1", 4]]);
  });

  it("take a deleted comment out of every loaded page at once, then fetch the pages again", async () => {
    const item = post();
    client.setQueryData(target.keys.item, item);
    vi.mocked(fetchCommentPage).mockResolvedValueOnce({ comments: range(2, 4), nextCursor: null });
    const { result } = renderHook(() => ({ list: useItemComments(target.kind, item), remove: useDeleteComment(target.kind, target.id) }), { wrapper });
    expect(result.current.list.comments.map((each) => each._id)).toEqual(["c0", "c1"]);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.comments.map((each) => each._id)).toEqual(["c0", "c1", "c2", "c3"]));

    // c0 goes: the item's first page now reaches c2, which the second page also holds until it is fetched again.
    let releaseRefetch: () => void = () => {};
    vi.mocked(fetchCommentPage).mockImplementation(
      (_kind, _id, _order, after) =>
        new Promise((resolve) => {
          releaseRefetch = () => resolve(after ? { comments: [comment(3)], nextCursor: null } : { comments: range(1, 3), nextCursor: "after-c2" });
        }),
    );
    vi.mocked(deleteComment).mockResolvedValue(post({ commentCount: 3, comments: range(1, 3), commentsCursor: "after-c2" }));
    await act(() => result.current.remove.mutateAsync("c0"));
    // Before any page is fetched again (the refetch is held above); waited for, since on a loaded machine the
    // hook's render can follow the cache a tick after the mutation settles.
    await waitFor(() => expect(result.current.list.comments.map((each) => each._id)).toEqual(["c1", "c2", "c3"]));
    await waitFor(() => expect(fetchCommentPage).toHaveBeenCalledWith("random-post", "p1", "oldest", undefined, expect.anything()));
    act(() => releaseRefetch());
    await waitFor(() => expect(fetchCommentPage).toHaveBeenCalledWith("random-post", "p1", "oldest", "after-c2", expect.anything()));
    act(() => releaseRefetch());
    await waitFor(() => expect(pagesOf("oldest")?.pages).toEqual([{ comments: range(1, 3), nextCursor: "after-c2" }, { comments: [comment(3)], nextCursor: null }]));
    expect(result.current.list.comments.map((each) => each._id)).toEqual(["c1", "c2", "c3"]);
  });

  it("rebuild both orders from an answer that carries every comment, without a call", async () => {
    client.setQueryData(target.keys.item, post());
    const answer = post({ commentCount: 2, comments: range(0, 2), commentsCursor: null, likeCount: 4 });
    vi.mocked(toggleLike).mockResolvedValue(answer);
    const { result } = renderHook(() => useToggleLike(target.kind, target.id), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(pagesOf("oldest")?.pages).toEqual([{ comments: range(0, 2), nextCursor: null }]);
    expect(pagesOf("newest")?.pages).toEqual([{ comments: range(0, 2).reverse(), nextCursor: null }]);
    expect(fetchCommentPage).not.toHaveBeenCalled();
  });
});
