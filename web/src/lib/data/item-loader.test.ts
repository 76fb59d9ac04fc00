import { QueryClient } from "@tanstack/react-query";
import { isNotFound, isRedirect } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "@/api/client";
import { fetchItem } from "@/api/items";
import { loadItem } from "./item-loader";

vi.mock(import("@/api/items"), async (original) => ({ ...(await original()), fetchItem: vi.fn() }));

afterEach(() => vi.mocked(fetchItem).mockReset());

/** What loadItem threw: where a redirect goes, or "not found". */
async function outcome(kind: Parameters<typeof loadItem>[1], failure: Error): Promise<string> {
  vi.mocked(fetchItem).mockRejectedValue(failure);
  try {
    // A dropped connection is tried once more (retryNetworkOnce); at once here.
    await loadItem(new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }), kind, "x1");
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options.to ?? "";
    if (isNotFound(thrown)) return "not found";
    throw thrown;
  }
  return "loaded";
}

describe("the item loader (SPEC section 7)", () => {
  it("sends a load answered non-ok to /error, and a network failure to /404, for every kind", async () => {
    for (const kind of ["projects", "articles", "blogs", "random-post", "islamic"] as const) {
      expect(await outcome(kind, new ApiError(500, "Boom"))).toBe("/error");
      expect(await outcome(kind, new NetworkError(new TypeError("offline")))).toBe("/404");
    }
  });

  it("keeps an unknown project on its page, and sends other unknown items to /error", async () => {
    expect(await outcome("projects", new ApiError(404, "Project not found"))).toBe("not found");
    expect(await outcome("articles", new ApiError(404, "Article not found"))).toBe("/error");
    expect(await outcome("random-post", new ApiError(404, "Post not found"))).toBe("/error");
  });
});
