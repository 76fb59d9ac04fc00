import { createFileRoute } from "@tanstack/react-router";
import { ShortPostDetailPage, ShortPostLoading } from "@/features/short-posts/components/short-post-detail-page";
import { loadItem, previewTokenOf } from "@/lib/data/item-loader";

export const Route = createFileRoute("/random-posts/$id")({
  loaderDeps: ({ search }) => ({ preview: previewTokenOf(search) }),
  loader: ({ context, params, deps }) => loadItem(context.queryClient, "random-post", params.id, deps.preview),
  pendingComponent: ShortPostLoading,
  pendingMs: 300,
  component: RandomPostRoute,
});

function RandomPostRoute() {
  const { id } = Route.useParams();
  return <ShortPostDetailPage key={id} kind="random-post" id={id} />;
}
