import { useQuery } from "@tanstack/react-query";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { ProjectForm } from "./project-form";
import { ProjectLoading } from "./project-route-states";

/**
 * The edit form of one project, filled from the whole project: a card carries only what it shows (issue 10), so
 * from the list the project is loaded first; on its own page it is already in the cache.
 */
export function ProjectEditForm({ id, onSaved }: { id: string; onSaved: () => void }) {
  const { data: project, isError } = useQuery(itemQueryOptions("projects", id));
  if (project) return <ProjectForm project={project} onSaved={onSaved} />;
  if (isError) {
    return (
      <p className="page-state page-state--error" role="alert">
        Error fetching project. Please try again later.
      </p>
    );
  }
  return <ProjectLoading />;
}
