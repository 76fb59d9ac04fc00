import { createFileRoute } from "@tanstack/react-router";
import { WritingsPage } from "@/features/writings/components/writings-page";
import { startItemList } from "@/lib/data/item-loader";

export const Route = createFileRoute("/blogs/")({
  loader: ({ context }) => startItemList(context.queryClient, "blogs"),
  component: BlogsRoute,
});

function BlogsRoute() {
  return <WritingsPage kind="blogs" />;
}
