import { createFileRoute } from "@tanstack/react-router";
import { ProjectsPage } from "@/features/projects/components/projects-page";
import { startItemList } from "@/lib/data/item-loader";

export const Route = createFileRoute("/projects/")({
  loader: ({ context }) => startItemList(context.queryClient, "projects"),
  component: ProjectsPage,
});
