import { createFileRoute } from "@tanstack/react-router";
import { ShortPostsPage } from "@/features/short-posts/components/short-posts-page";
import { startItemList } from "@/lib/data/item-loader";

export const Route = createFileRoute("/random-posts/")({
  loader: ({ context }) => startItemList(context.queryClient, "random-post"),
  component: RandomPostsRoute,
});

function RandomPostsRoute() {
  return <ShortPostsPage kind="random-post" />;
}
