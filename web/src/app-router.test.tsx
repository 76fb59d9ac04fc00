import "@testing-library/jest-dom/vitest";
import { createMemoryHistory } from "@tanstack/react-router";
import { act, cleanup, render, screen } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "@contract/projects";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { stubApi } from "@/testing/app-harness";
import { App, createAppRouter, createQueryClient, markServerRendered } from "./app-router";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The whole app at `path`, with `cached` in its query cache as a server-rendered page would have it inlined. */
function renderApp(path: string, cached: { queryKey: readonly unknown[]; data: unknown }[] = []) {
  stubApi(() => undefined);
  const queryClient = createQueryClient();
  for (const { queryKey, data } of cached) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return render(<App router={router} queryClient={queryClient} />);
}

describe("the router's fallbacks", () => {
  it("show the site's error page, in the layout, when a page throws while rendering", async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A project the page cannot render: its lists are missing, so reading them throws.
    const broken = { _id: "p1", title: "Broken", variants: {} } as unknown as Project;
    renderApp("/projects/p1", [{ queryKey: itemQueryOptions("projects", "p1").queryKey, data: broken }]);
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(document.getElementById("site-sidebar")).not.toBeNull();
  });

  it("show the site's not-found page for an address no route knows", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "404 - Page Not Found" }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("hydrating a page the server rendered (the router's SSR contract, main.tsx)", () => {
  /** The page at `path` as the server renders it: a router that knows it is on the server, every lazy part waited for. */
  async function serverHtml(path: string): Promise<string> {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
    router.update({ ...router.options, isServer: true });
    await router.load();
    const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return new Response(prelude).text();
  }

  /** Hydrates that HTML as main.tsx does, and tells what React had to throw away. */
  async function hydrate(path: string, markRendered: boolean) {
    stubApi(() => undefined);
    const container = document.createElement("div");
    container.innerHTML = await serverHtml(path);
    document.body.appendChild(container);
    const heading = container.querySelector("h1");
    window.history.replaceState(null, "", path);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    await router.load();
    if (markRendered) markServerRendered(router);
    const recoverable: unknown[] = [];
    await act(async () => {
      startTransition(() => void hydrateRoot(container, <App router={router} queryClient={queryClient} />, { onRecoverableError: (error) => recoverable.push(error) }));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const kept = container.querySelector("h1") === heading && heading !== null;
    container.remove();
    return { recoverable, kept };
  }

  it("keeps the server's elements when the router is told the page came from the server", async () => {
    const { recoverable, kept } = await hydrate("/login", true);
    expect(recoverable).toEqual([]);
    expect(kept).toBe(true);
  });

  // The control: it is `router.ssr` that makes the two trees match. A router upgrade that stops reading it (or
  // renames it) makes the test above fail like this one's hydration.
  it("throws the server's HTML away without it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { recoverable } = await hydrate("/login", false);
    expect(recoverable.length).toBeGreaterThan(0);
  });
});
