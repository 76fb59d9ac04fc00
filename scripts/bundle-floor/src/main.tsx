import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { createRoot, hydrateRoot } from "react-dom/client";
import { routeTree } from "./routes";

const queryClient = new QueryClient();
const router = createRouter({ routeTree, context: { queryClient } });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const app = (
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>
);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// Both entry points, as the site has: a server-rendered page is hydrated, an empty shell rendered.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
