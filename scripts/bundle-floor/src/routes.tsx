import type { QueryClient } from "@tanstack/react-query";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, Link, Outlet } from "@tanstack/react-router";
import { greetingQuery } from "./greeting-query";

// The route tree in code rather than from the router plugin's file routes: the floor wants the libraries' own
// cost, and a generated file in the repository would be one more thing to keep in step.

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </>
  ),
});

function HomePage() {
  const { data } = useSuspenseQuery(greetingQuery);
  return <h1>{data.text}</h1>;
}

// The route loader fills the cache, and the page reads it with the same options, as the site's item pages do.
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  loader: ({ context }) => context.queryClient.ensureQueryData(greetingQuery),
  component: HomePage,
});

// The code-split route: its page is a chunk of its own, loaded when the route is first visited.
const aboutRoute = createRoute({ getParentRoute: () => rootRoute, path: "/about" }).lazy(() =>
  import("./about-page").then((module) => module.Route),
);

export const routeTree = rootRoute.addChildren([indexRoute, aboutRoute]);
