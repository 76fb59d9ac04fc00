import type { ProjectSummary } from "@contract/projects";
import { lazy, Suspense } from "react";
import { OwnerActions } from "@/components/owner-actions";
import { ProjectLoading } from "./project-route-states";

// The edit form loads when the owner opens it: its fields, files and alt texts are no part of a visitor's first load.
const ProjectEditForm = lazy(() => import("./project-edit-form").then(({ ProjectEditForm }) => ({ default: ProjectEditForm })));

/** The owner's Edit and Delete for one project, on its card and its page; a card is enough to start either. */
export function ProjectOwnerActions({ project, onDeleted }: { project: ProjectSummary; onDeleted?: () => void }) {
  return (
    <OwnerActions
      id={project._id}
      kind={"projects"}
      editText="Edit"
      deleteText="Delete"
      editName={`Edit ${project.title}`}
      deleteName={`Delete ${project.title}`}
      dialogTitle="Edit project"
      confirmQuestion="Are you sure you want to delete this project?"
      deleteFailed="Error deleting project"
      onDeleted={onDeleted}
      renderForm={(close) => (
        <Suspense fallback={<ProjectLoading />}>
          <ProjectEditForm id={project._id} onSaved={close} />
        </Suspense>
      )}
    />
  );
}
