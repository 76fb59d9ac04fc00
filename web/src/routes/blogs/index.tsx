import { createFileRoute } from "@tanstack/react-router";
import { writingsQueryOptions } from "@/features/writings/api/writings-queries";
import { WritingsPage } from "@/features/writings/components/writings-page";

export const Route = createFileRoute("/blogs/")({
  // Start loading without holding the page back: the list shows its own loading, empty and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(writingsQueryOptions("blogs"));
  },
  component: BlogsRoute,
});

function BlogsRoute() {
  return <WritingsPage kind="blogs" />;
}
