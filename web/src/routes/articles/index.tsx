import { createFileRoute } from "@tanstack/react-router";
import { WritingsPage } from "@/features/writings/components/writings-page";
import { startItemList } from "@/lib/data/item-loader";

export const Route = createFileRoute("/articles/")({
  loader: ({ context }) => startItemList(context.queryClient, "articles"),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  return <WritingsPage kind="articles" />;
}
