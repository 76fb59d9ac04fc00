import { createFileRoute } from "@tanstack/react-router";
import { ShortPostsPage } from "@/features/short-posts/components/short-posts-page";
import { startItemList } from "@/lib/data/item-loader";

export const Route = createFileRoute("/did-you-know/")({
  loader: ({ context }) => startItemList(context.queryClient, "islamic"),
  component: DidYouKnowPostsRoute,
});

function DidYouKnowPostsRoute() {
  return <ShortPostsPage kind="islamic" />;
}
