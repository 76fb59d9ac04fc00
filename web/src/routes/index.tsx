import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@/features/home/home-page";
import { reviewsQueryOptions } from "@/features/home/reviews-query";

export const Route = createFileRoute("/")({
  // Start the reviews request early without holding the page back: the wall shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(reviewsQueryOptions());
  },
  component: HomePage,
});
