import type { ProjectSummary } from "@contract/projects";
import { useState } from "react";
import { ModalDialog } from "@/components/modal-dialog";
import { useDeleteProject } from "../api/project-mutations";
import { ProjectForm } from "./project-form";

/** The owner's Edit and Delete for one project; the API decides again on every call. */
export function ProjectOwnerActions({ project, onDeleted }: { project: ProjectSummary; onDeleted?: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteProject();

  const confirmDelete = () => {
    if (!window.confirm("Are you sure you want to delete this project?")) return;
    remove.mutate(project._id, {
      onSuccess: () => onDeleted?.(),
      onError: (error) => {
        console.error("Deleting the project failed", error);
        window.alert("Error deleting project");
      },
    });
  };

  return (
    <div className="owner-actions">
      <button type="button" className="button button--small" onClick={() => setEditing(true)} aria-label={`Edit ${project.title}`}>
        Edit
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={confirmDelete}
        disabled={remove.isPending}
        aria-label={`Delete ${project.title}`}
      >
        {remove.isPending ? "Deleting..." : "Delete"}
      </button>
      {editing ? (
        <ModalDialog title="Edit project" onClose={() => setEditing(false)}>
          <ProjectForm project={project} onSaved={() => setEditing(false)} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
