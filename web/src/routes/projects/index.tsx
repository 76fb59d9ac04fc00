import { createFileRoute } from "@tanstack/react-router";
import { projectsQueryOptions } from "@/features/projects/api/projects-queries";
import { ProjectsPage } from "@/features/projects/components/projects-page";

export const Route = createFileRoute("/projects/")({
  // Start loading without holding the page back: the list shows its own loading, empty and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(projectsQueryOptions());
  },
  component: ProjectsPage,
});
