import { createFileRoute } from "@tanstack/react-router";
import { WritingDetailPage, WritingLoading } from "@/features/writings/components/writing-detail-page";
import { loadItem, previewTokenOf } from "@/lib/data/item-loader";

export const Route = createFileRoute("/blogs/$id")({
  loaderDeps: ({ search }) => ({ preview: previewTokenOf(search) }),
  loader: ({ context, params, deps }) => loadItem(context.queryClient, "blogs", params.id, deps.preview),
  pendingComponent: WritingLoading,
  pendingMs: 300,
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <WritingDetailPage key={id} kind="blogs" id={id} />;
}
