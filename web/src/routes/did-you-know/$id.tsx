import { createFileRoute } from "@tanstack/react-router";
import { ShortPostDetailPage, ShortPostLoading } from "@/features/short-posts/components/short-post-detail-page";
import { loadItem, previewTokenOf } from "@/lib/data/item-loader";

export const Route = createFileRoute("/did-you-know/$id")({
  loaderDeps: ({ search }) => ({ preview: previewTokenOf(search) }),
  loader: ({ context, params, deps }) => loadItem(context.queryClient, "islamic", params.id, deps.preview),
  pendingComponent: ShortPostLoading,
  pendingMs: 300,
  component: DidYouKnowPostRoute,
});

function DidYouKnowPostRoute() {
  const { id } = Route.useParams();
  return <ShortPostDetailPage key={id} kind="islamic" id={id} />;
}
