import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "@/features/search/search-page";

// Kept tiny: what a route file says besides its component ships in every page's first load. The page reads the
// address (lib/utils/search-params.ts) and asks for the results itself, in its own chunk.
export const Route = createFileRoute("/search")({
  component: SearchRoute,
});

function SearchRoute() {
  return <SearchPage search={Route.useSearch() as Record<string, unknown>} />;
}
