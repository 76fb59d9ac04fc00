import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ShortPost } from "@contract/posts";
import { createItem, deleteItem, updateItem } from "@/api/items";
import { cardsOf, type ListPages } from "./item-lists";
import { testQueryClient } from "@/testing/render-with-viewer";
import { useCreateItem, useDeleteItem, useUpdateItem } from "./item-mutations";

vi.mock(import("@/api/items"), async (original) => ({ ...(await original()), createItem: vi.fn(), deleteItem: vi.fn(), updateItem: vi.fn() }));

const NEWEST = ["random-posts", "list", { q: "", category: null }];
const SEARCHED = ["random-posts", "list", { q: "walk", category: null }];

// What the cache code reads of an item answer; the rest of a post does not matter here.
const saved = { _id: "p1", title: "A post", commentCount: 60, comments: [], commentsCursor: "after-c49", likedByMe: false } as unknown as ShortPost;
const card = (_id: string, title = `Post ${_id}`) => ({ _id, title }) as unknown as ShortPost;

/** A list of two loaded pages, as useInfiniteQuery keeps them after "Load more". */
const twoPages = (first: ShortPost[], second: ShortPost[]): ListPages<ShortPost> => ({
  pages: [
    { cards: first, nextCursor: "cursor-1" },
    { cards: second, nextCursor: null },
  ],
  pageParams: [undefined, "cursor-1"],
});

function renderMutation<Result>(hook: () => Result) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, result: renderHook(hook, { wrapper }).result };
}

const idsIn = (client: ReturnType<typeof testQueryClient>, key: readonly unknown[]) =>
  cardsOf(client.getQueryData<ListPages<ShortPost>>(key)).map((each) => each._id);

describe("the owner's item mutations", () => {
  it("put a new item's card first in the unfiltered list, without its comments, their cursor or the viewer's like", async () => {
    vi.mocked(createItem).mockResolvedValue(saved);
    const { client, result } = renderMutation(() => useCreateItem("random-post"));
    client.setQueryData(NEWEST, twoPages([card("a")], [card("b")]));
    client.setQueryData(SEARCHED, twoPages([card("w")], []));
    await act(() => result.current.mutateAsync({ form: new FormData() }));
    expect(idsIn(client, NEWEST)).toEqual(["p1", "a", "b"]);
    const [first] = cardsOf(client.getQueryData<ListPages<ShortPost>>(NEWEST));
    expect(first).toMatchObject({ _id: "p1", title: "A post", commentCount: 60 });
    expect(first).not.toHaveProperty("comments");
    expect(first).not.toHaveProperty("commentsCursor");
    expect(first).not.toHaveProperty("likedByMe");
    // Whether it matches a search is the server's to say, when the list is fetched again.
    expect(idsIn(client, SEARCHED)).toEqual(["w"]);
    expect(client.getQueryState(SEARCHED)?.isInvalidated).toBe(true);
    expect(client.getQueryData<ListPages<ShortPost>>(NEWEST)?.pages[0]?.nextCursor).toBe("cursor-1");
  });

  it("replace an edited item's card in place in every list, on whichever page it is", async () => {
    const edited = { ...saved, title: "Edited" } as ShortPost;
    vi.mocked(updateItem).mockResolvedValue(edited);
    const { client, result } = renderMutation(() => useUpdateItem("random-post", "p1"));
    client.setQueryData(NEWEST, twoPages([card("a")], [card("p1"), card("b")]));
    client.setQueryData(SEARCHED, twoPages([card("p1")], []));
    await act(() => result.current.mutateAsync({ form: new FormData() }));
    for (const key of [NEWEST, SEARCHED]) {
      const cards = cardsOf(client.getQueryData<ListPages<ShortPost>>(key));
      expect(cards.find((each) => each._id === "p1")?.title).toBe("Edited");
    }
    expect(idsIn(client, NEWEST)).toEqual(["a", "p1", "b"]);
    expect(client.getQueryData(["random-posts", "p1"])).toEqual(edited);
  });

  it("forget a deleted item with its comment pages, and take its card out of every list", async () => {
    vi.mocked(deleteItem).mockResolvedValue("The post was moved to the trash.");
    const { client, result } = renderMutation(() => useDeleteItem("random-post"));
    client.setQueryData(NEWEST, twoPages([card("p2")], [card("p1")]));
    client.setQueryData(SEARCHED, twoPages([card("p1")], []));
    client.setQueryData(["random-posts", "p1"], saved);
    client.setQueryData(["random-posts", "p1", "comments", "oldest"], { pages: [], pageParams: [] });
    client.setQueryData(["random-posts", "p2"], { ...saved, _id: "p2" });
    await act(() => result.current.mutateAsync("p1"));
    expect(client.getQueryData(["random-posts", "p1"])).toBeUndefined();
    expect(client.getQueryData(["random-posts", "p1", "comments", "oldest"])).toBeUndefined();
    expect(client.getQueryData(["random-posts", "p2"])).toBeDefined();
    expect(idsIn(client, NEWEST)).toEqual(["p2"]);
    expect(idsIn(client, SEARCHED)).toEqual([]);
  });
});
