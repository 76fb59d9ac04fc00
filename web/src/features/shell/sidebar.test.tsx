// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastContainer } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, signIn, stubApi, user } from "@/testing/app-harness";
import { Sidebar } from "./sidebar";

const logout = vi.fn(async () => {});
vi.mock("@/api/logout", () => ({ logout: () => logout() }));

function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Sidebar />
        <Outlet />
        <ToastContainer />
      </>
    ),
  });
  const page = (routePath: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component: () => <p>Page {routePath}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren(["/", "/projects", "/news", "/login", "/signup", "/moderation", "/stats", "/people"].map(page)),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("Sidebar", () => {
  beforeEach(() => {
    // The router restores scroll on navigation; jsdom has no scrolling.
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    window.localStorage.clear();
    logout.mockClear();
    // A stored token makes the sidebar ask who is signed in: a member unless a test says otherwise.
    stubApi(({ path }) => (path === "/api/profile" ? [200, { success: true, user: user(), message: "ok" }] : undefined));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers Login and Signup to guests, and links to every section", async () => {
    renderAt("/news");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Contact", "Profile", "Projects", "Articles", "Blogs", "News", "Random Posts", "Did You Know?"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    expect(screen.getByRole("link", { name: "Did You Know?" })).toHaveAttribute("href", "/did-you-know");
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Signup" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Alex Morgan on GitHub" })).toHaveAttribute("href", "https://github.com/");
  });

  it("uses in-page anchors for About and Contact on the home page", async () => {
    renderAt("/");
    expect(await screen.findByRole("link", { name: "About" })).toHaveAttribute("href", "#about");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "#contact");
  });

  it("shows Logout when a token is stored, and logging out calls the API and forgets the token", async () => {
    window.localStorage.setItem("token", "hint");
    renderAt("/news");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.localStorage.getItem("token")).toBeNull());
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("notices a login on the next route change", async () => {
    const router = renderAt("/news");
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    window.localStorage.setItem("token", "hint");
    await router.navigate({ to: "/projects" as string });
    expect(await screen.findByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("opens and closes with the menu button, and closes after navigating with a friendly toast", async () => {
    renderAt("/news");
    const user = userEvent.setup();
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");

    await user.click(screen.getByRole("link", { name: "Projects" }));
    expect(await screen.findByText("Page /projects")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(await screen.findByRole("alert")).toHaveTextContent(/\S/);
  });

  it("closes with Escape", async () => {
    renderAt("/news");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the owner a Moderation link with the count of what waits, and nobody else", async () => {
    const calls = stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ path }) =>
        path === "/api/moderation/summary" ? [200, { pendingReviews: 2, pendingReports: 1, contactMessages: 4, pendingFediverseReplies: 0 }] : undefined,
      ),
    );
    renderAt("/news");
    const link = await screen.findByRole("link", { name: "Moderation 7 waiting" });
    expect(link).toHaveAttribute("href", "/moderation");
    expect(calls.filter((call) => call.path === "/api/moderation/summary")).toHaveLength(1);
  });

  it("hides the Moderation link from members and guests, who never ask for the count", async () => {
    const calls = stubApi(signIn(user()));
    renderAt("/news");
    expect(await screen.findByRole("button", { name: "Logout" })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("link", { name: /Moderation/ })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/profile"]);
  });

  it("shows everybody the site's fediverse handle, with a Copy button that says when it copied", async () => {
    renderAt("/news");
    const handle = `@alexmorgan@${window.location.host}`;
    expect(await screen.findByText("Follow on the fediverse")).toBeInTheDocument();
    expect(screen.getByText(handle)).toBeInTheDocument();
    const copy = screen.getByRole("button", { name: "Copy the fediverse handle" });
    // user-event stands in for the clipboard.
    await userEvent.setup().click(copy);
    expect(await navigator.clipboard.readText()).toBe(handle);
    expect(copy).toHaveTextContent("Copied");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  it("shows the owner the People page beside Moderation and Stats", async () => {
    stubApi(
      answers(signIn(user({ username: "owner", isOwner: true })), ({ path }) =>
        path === "/api/moderation/summary" ? [200, { pendingReviews: 0, pendingReports: 0, contactMessages: 0, pendingFediverseReplies: 2 }] : undefined,
      ),
    );
    renderAt("/news");
    expect(await screen.findByRole("link", { name: "People" })).toHaveAttribute("href", "/people");
    expect(screen.getByRole("link", { name: "Stats" })).toHaveAttribute("href", "/stats");
    expect(await screen.findByRole("link", { name: "Moderation 2 waiting" })).toBeInTheDocument();
  });
});
