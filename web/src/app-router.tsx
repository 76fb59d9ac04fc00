import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider, type RouterHistory } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { routeTree } from "./routeTree.gen";

// The site's error and not-found pages come when a page needs them, not in every page's first load. The server
// renders them whole (it waits for lazy parts), and the browser keeps that HTML on screen while their code comes.
const ErrorPage = lazy(() => import("./features/shell/error-page").then((module) => ({ default: module.ErrorPage })));
const NotFoundPage = lazy(() => import("./features/shell/not-found-page").then((module) => ({ default: module.NotFoundPage })));

/**
 * The query cache of one browser tab, or of one page rendered on the server. A save always goes to the browser, even
 * when it believes it is offline: React Query's default would hold it, unsent and with its button busy, until the
 * browser is back online, so an owner offline mid-edit saw "Uploading... 0%" for good. Sent, it fails at once, and
 * the form says the server could not be reached.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: "always" },
    },
  });
}

/** The app's router; the server passes a memory history of the one address it renders. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const onServer = history !== undefined;
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: "intent",
    // A page that fails to render, or a route that throws notFound() without a state of its own, shows the site's
    // styled pages inside the layout, never the router's bare default.
    defaultErrorComponent: () => (
      <Suspense fallback={null}>
        <ErrorPage />
      </Suspense>
    ),
    defaultNotFoundComponent: ({ data }) => (
      <Suspense fallback={null}>
        <NotFoundPage data={data} />
      </Suspense>
    ),
    // React Query owns the cache, so the router does not keep its own copy of loader data.
    defaultPreloadStaleTime: 0,
    // On the server it would write an inline script into the page, which the site's CSP rightly refuses.
    scrollRestoration: !onServer,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Tells the browser's router that the page came from the server, as TanStack's own SSR hydration does (we have no
 * inline script for it to read its state from): it then renders its matches without the Suspense boundary it adds
 * in a browser, the same tree as the server's, so the two match. `router.ssr` is the router's internal:
 * app-router.test.tsx fails if an upgrade stops reading it.
 */
export function markServerRendered(router: AppRouter): void {
  router.ssr = { manifest: undefined };
}

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

/** The whole app, the same in the browser and on the server, so the server's HTML hydrates as it is. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
