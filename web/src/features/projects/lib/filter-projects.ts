import type { ProjectCategory } from "@contract/limits";
import type { ProjectSummary } from "@contract/projects";

export type CategoryFilter = ProjectCategory | "All";

/** Case-insensitive search over what a card shows: title, short description and technologies. */
export function filterProjects(projects: ProjectSummary[], search: string, category: CategoryFilter): ProjectSummary[] {
  const needle = search.trim().toLowerCase();
  return projects.filter((project) => {
    if (category !== "All" && project.category !== category) return false;
    if (!needle) return true;
    return [project.title, project.shortDescription, ...project.technologiesUsed].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}
