import { createFileRoute } from "@tanstack/react-router";
import { shortPostsQueryOptions } from "@/features/short-posts/api/short-posts-queries";
import { ShortPostsPage } from "@/features/short-posts/components/short-posts-page";

export const Route = createFileRoute("/random-posts/")({
  // Start loading without holding the page back: the list shows its own loading, empty and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(shortPostsQueryOptions("random-posts"));
  },
  component: RandomPostsRoute,
});

function RandomPostsRoute() {
  return <ShortPostsPage kind="random-posts" />;
}
