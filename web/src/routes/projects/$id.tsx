import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ProjectDetailPage } from "@/features/projects/components/project-detail-page";
import { ProjectLoading, ProjectNotFound } from "@/features/projects/components/project-route-states";
import { ProjectTool } from "@/features/tools/project-tool";
import { loadItem, previewTokenOf } from "@/lib/data/item-loader";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { usePreviewToken } from "@/lib/hooks/use-preview-token";

export const Route = createFileRoute("/projects/$id")({
  // An unknown project keeps its own 'Project not found' state on this page; other kinds show the site's not-found page.
  loaderDeps: ({ search }) => ({ preview: previewTokenOf(search) }),
  loader: ({ context, params, deps }) => loadItem(context.queryClient, "projects", params.id, deps.preview),
  pendingComponent: ProjectLoading,
  pendingMs: 300,
  notFoundComponent: ProjectNotFound,
  component: ProjectRoute,
});

function ProjectRoute() {
  const { id } = Route.useParams();
  const { data: project } = useSuspenseQuery(itemQueryOptions("projects", id, usePreviewToken()));
  return <ProjectDetailPage project={project} demo={<ProjectTool projectTitle={project.title} />} />;
}
