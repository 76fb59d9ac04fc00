// Test helpers for components that talk to the API: a stubbed fetch, signed-in users, and a render with the app's providers.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { ToastContainer } from "react-toastify";
import { vi } from "vitest";
import type { CurrentUser } from "@contract/users";

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers [status, body] for a call, with response headers if given (a list's X-Next-Cursor), or undefined for a 404. */
export type Answer = (call: ApiCall) => [number, unknown] | [number, unknown, Record<string, string>] | undefined;

const pathOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url);

/** Replaces fetch with `answer`; the calls made are collected in the returned array. */
export function stubApi(answer: Answer): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? "GET", path: pathOf(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const [status, body, headers = {}] = answer(call) ?? [404, { success: false, message: "Not found." }];
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
    }),
  );
  return calls;
}

/**
 * Holds back the answers of the calls `held` picks (on top of stubApi) until the test releases them one by one:
 * for calls that overlap, or a screen that changes before an answer arrives.
 */
export function holdAnswers(held: (call: Pick<ApiCall, "method" | "path">) => boolean) {
  const answer = globalThis.fetch;
  const waiting = new Map<string, () => void>();
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", path: pathOf(input) };
    if (held(call)) await new Promise<void>((resolve) => waiting.set(`${call.method} ${call.path}`, resolve));
    return answer(input, init);
  });
  return {
    /** Lets the answer of `method path` through, once that call has been made. */
    async release(method: string, path: string) {
      const key = `${method} ${path}`;
      await vi.waitFor(() => {
        if (!waiting.has(key)) throw new Error(`${key} has not been called`);
      });
      waiting.get(key)?.();
      waiting.delete(key);
    },
  };
}

export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: "u1",
    name: "Jane Doe",
    username: "janedoe",
    email: "jane@example.com",
    profileImage: "",
    followers: 0,
    following: 0,
    score: 0,
    isOwner: false,
    ...overrides,
  };
}

/** The profile answer of a signed-in user, and the stored token hint that makes the app ask for it. */
export function signIn(current: CurrentUser): Answer {
  window.localStorage.setItem("token", "hint");
  return ({ path }) => (path === "/api/profile" ? [200, { success: true, user: current, message: "ok" }] : undefined);
}

/** Tries each answer in turn. */
export const answers =
  (...each: Answer[]): Answer =>
  (call) => {
    for (const answer of each) {
      const found = answer(call);
      if (found) return found;
    }
    return undefined;
  };

/**
 * Renders `ui` on "/" with React Query, the router (for links and the editors' leave guard) and the toast area; with
 * the test's own query client when it gives one.
 */
export function renderWithApp(
  ui: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  // The router restores scroll on navigation; jsdom has no scrolling.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <ToastContainer />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => null })]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}
