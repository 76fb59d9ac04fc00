import { createFileRoute } from "@tanstack/react-router";
import { loadShortPost } from "@/features/short-posts/api/short-posts-queries";
import { ShortPostDetailPage, ShortPostLoading } from "@/features/short-posts/components/short-post-detail-page";

export const Route = createFileRoute("/did-you-know/$id")({
  // SPEC section 7: a non-ok answer goes to /error, a network failure to /404.
  loader: ({ context, params }) => loadShortPost(context.queryClient, "did-you-know", params.id),
  pendingComponent: ShortPostLoading,
  pendingMs: 300,
  component: DidYouKnowPostRoute,
});

function DidYouKnowPostRoute() {
  const { id } = Route.useParams();
  return <ShortPostDetailPage key={id} kind="did-you-know" id={id} />;
}
