import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { ApiError, NetworkError } from "@/api/client";
import { projectQueryOptions } from "@/features/projects/api/projects-queries";
import { ProjectDetailPage } from "@/features/projects/components/project-detail-page";
import { ProjectLoading, ProjectNotFound } from "@/features/projects/components/project-route-states";
import { ProjectTool } from "@/features/tools/project-tool";

export const Route = createFileRoute("/projects/$id")({
  // SPEC 7: an item load answered non-ok goes to /error, a network failure to /404.
  // An unknown project (404) keeps its own 'Project not found' state on this page.
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(projectQueryOptions(params.id));
      return { found: true };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { found: false };
      if (error instanceof NetworkError) throw redirect({ to: "/404" });
      throw redirect({ to: "/error" });
    }
  },
  pendingComponent: ProjectLoading,
  pendingMs: 300,
  component: ProjectRoute,
});

function ProjectRoute() {
  const { found } = Route.useLoaderData();
  return found ? <FoundProject /> : <ProjectNotFound />;
}

function FoundProject() {
  const { id } = Route.useParams();
  const { data: project } = useSuspenseQuery(projectQueryOptions(id));
  return <ProjectDetailPage project={project} demo={<ProjectTool projectTitle={project.title} />} />;
}
