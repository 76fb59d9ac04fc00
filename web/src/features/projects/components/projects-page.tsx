import { lazy, Suspense, useState } from "react";
import { ItemListPage } from "@/components/item-list-page";
import { ModalDialog } from "@/components/modal-dialog";
import { useViewer } from "@/lib/data/auth";
import { ProjectCard } from "./project-card";
import { ProjectLightbox } from "./project-lightbox";
import "../projects.css";

// The owner's Edit and Delete load for the owner only: a reader's page does not carry them.
const ProjectOwnerActions = lazy(() => import("./project-owner-actions").then((module) => ({ default: module.ProjectOwnerActions })));

// The owner's form loads when the owner opens it, so a reader's list does not carry it.
const ProjectForm = lazy(() => import("./project-form").then((module) => ({ default: module.ProjectForm })));

/** /projects: the list of every kind, with category buttons, a slideshow of the cards and the owner's New project. */
export function ProjectsPage() {
  const [slide, setSlide] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const { isOwner } = useViewer();

  return (
    <ItemListPage
      kind="projects"
      gridClass="card-grid"
      searchId="project-search"
      categoryFilter
      ownerBar={
        isOwner ? (
          <div className="projects-owner-bar">
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              New project
            </button>
          </div>
        ) : null
      }
      renderCard={(project, index) => (
        <ProjectCard
          project={project}
          first={index === 0}
          onOpenSlideshow={() => setSlide(index)}
          ownerActions={
            isOwner ? (
              <Suspense fallback={null}>
                <ProjectOwnerActions project={project} />
              </Suspense>
            ) : undefined
          }
        />
      )}
      after={(shown) => (
        <>
          {slide !== null && shown.length > 0 ? (
            <ProjectLightbox projects={shown} index={Math.min(slide, shown.length - 1)} onIndexChange={setSlide} onClose={() => setSlide(null)} />
          ) : null}
          {creating ? (
            <ModalDialog title="New project" onClose={() => setCreating(false)}>
              <Suspense fallback={<p role="status">Loading the form...</p>}>
                <ProjectForm onSaved={() => setCreating(false)} />
              </Suspense>
            </ModalDialog>
          ) : null}
        </>
      )}
    />
  );
}
