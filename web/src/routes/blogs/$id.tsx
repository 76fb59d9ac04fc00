import { createFileRoute } from "@tanstack/react-router";
import { loadWriting } from "@/features/writings/api/writings-queries";
import { WritingDetailPage, WritingLoading } from "@/features/writings/components/writing-detail-page";

export const Route = createFileRoute("/blogs/$id")({
  // SPEC section 7: a non-ok answer goes to /error, a network failure to /404.
  loader: ({ context, params }) => loadWriting(context.queryClient, "blogs", params.id),
  pendingComponent: WritingLoading,
  pendingMs: 300,
  component: BlogRoute,
});

function BlogRoute() {
  const { id } = Route.useParams();
  return <WritingDetailPage key={id} kind="blogs" id={id} />;
}
