import { createLazyRoute } from "@tanstack/react-router";

export const Route = createLazyRoute("/about")({
  component: () => <p>A page in a chunk of its own.</p>,
});
