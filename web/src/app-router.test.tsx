import "@testing-library/jest-dom/vitest";
import { createMemoryHistory } from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Project } from "@contract/projects";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { stubApi } from "@/testing/app-harness";
import { App, createAppRouter, createQueryClient } from "./app-router";

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
