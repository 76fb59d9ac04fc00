import { createFileRoute } from "@tanstack/react-router";
import { shortPostsQueryOptions } from "@/features/short-posts/api/short-posts-queries";
import { ShortPostsPage } from "@/features/short-posts/components/short-posts-page";

export const Route = createFileRoute("/did-you-know/")({
  // Start loading without holding the page back: the list shows its own loading, empty and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(shortPostsQueryOptions("did-you-know"));
  },
  component: DidYouKnowRoute,
});

function DidYouKnowRoute() {
  return <ShortPostsPage kind="did-you-know" />;
}
