import { QueryClient } from "@tanstack/react-query";
import { isNotFound, isRedirect } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "@/api/client";
import { fetchItem } from "@/api/items";
import { isRetiredPreview, loadItem } from "./item-loader";

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

  it("shows not found for an unknown item of every kind, never the error page", async () => {
    for (const kind of ["projects", "articles", "blogs", "random-post", "islamic"] as const) {
      expect(await outcome(kind, new ApiError(404, "Not found"))).toBe("not found");
    }
  });

  it("says a preview link no longer opens its item, where the address carried one", async () => {
    vi.mocked(fetchItem).mockRejectedValue(new ApiError(404, "Article not found"));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
    const thrown = await loadItem(queryClient, "articles", "x1", "t".repeat(43)).catch((error: unknown) => error);
    expect(isNotFound(thrown) && isRetiredPreview(thrown.data)).toBe(true);
    const plain = await loadItem(queryClient, "articles", "x2").catch((error: unknown) => error);
    expect(isNotFound(plain) && isRetiredPreview(plain.data)).toBe(false);
  });
});
