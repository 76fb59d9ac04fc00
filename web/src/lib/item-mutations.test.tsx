import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ShortPost } from "@contract/posts";
import { createItem, deleteItem } from "@/api/items";
import { useCreateItem, useDeleteItem, type ItemKeys } from "./item-mutations";
import { testQueryClient } from "./render-with-viewer";

vi.mock(import("@/api/items"), async (original) => ({ ...(await original()), createItem: vi.fn(), deleteItem: vi.fn() }));

const keysOf = (id: string): ItemKeys => ({ item: ["random-posts", id], list: ["random-posts"] });

// What the cache code reads of an item answer; the rest of a post does not matter here.
const saved = { _id: "p1", title: "A post", commentCount: 60, comments: [], commentsCursor: "after-c49", likedByMe: false } as unknown as ShortPost;

function renderMutation<Result>(hook: () => Result) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, result: renderHook(hook, { wrapper }).result };
}

describe("the owner's item mutations", () => {
  it("put a new item's card in the list without its comments, their cursor or the viewer's like", async () => {
    vi.mocked(createItem).mockResolvedValue(saved);
    const { client, result } = renderMutation(() => useCreateItem("random-post", keysOf));
    client.setQueryData(["random-posts"], []);
    await act(() => result.current.mutateAsync({ form: new FormData() }));
    const [card] = client.getQueryData<object[]>(["random-posts"]) ?? [];
    expect(card).toMatchObject({ _id: "p1", title: "A post", commentCount: 60 });
    expect(card).not.toHaveProperty("comments");
    expect(card).not.toHaveProperty("commentsCursor");
    expect(card).not.toHaveProperty("likedByMe");
  });

  it("forget a deleted item with its comment pages, and only that item", async () => {
    vi.mocked(deleteItem).mockResolvedValue();
    const { client, result } = renderMutation(() => useDeleteItem("random-post", keysOf));
    client.setQueryData(["random-posts"], [saved, { ...saved, _id: "p2" }]);
    client.setQueryData(["random-posts", "p1"], saved);
    client.setQueryData(["random-posts", "p1", "comments", "oldest"], { pages: [], pageParams: [] });
    client.setQueryData(["random-posts", "p2"], { ...saved, _id: "p2" });
    await act(() => result.current.mutateAsync("p1"));
    expect(client.getQueryData(["random-posts", "p1"])).toBeUndefined();
    expect(client.getQueryData(["random-posts", "p1", "comments", "oldest"])).toBeUndefined();
    expect(client.getQueryData(["random-posts", "p2"])).toBeDefined();
    expect(client.getQueryData<ShortPost[]>(["random-posts"])?.map((card) => card._id)).toEqual(["p2"]);
  });
});
