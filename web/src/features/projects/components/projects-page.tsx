import { useState } from "react";
import { ItemListPage } from "@/components/item-list-page";
import { ModalDialog } from "@/components/modal-dialog";
import { useViewer } from "@/lib/data/auth";
import { ProjectCard } from "./project-card";
import { ProjectForm } from "./project-form";
import { ProjectLightbox } from "./project-lightbox";
import { ProjectOwnerActions } from "./project-owner-actions";
import "../projects.css";

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
          ownerActions={isOwner ? <ProjectOwnerActions project={project} /> : undefined}
        />
      )}
      after={(shown) => (
        <>
          {slide !== null && shown.length > 0 ? (
            <ProjectLightbox projects={shown} index={Math.min(slide, shown.length - 1)} onIndexChange={setSlide} onClose={() => setSlide(null)} />
          ) : null}
          {creating ? (
            <ModalDialog title="New project" onClose={() => setCreating(false)}>
              <ProjectForm onSaved={() => setCreating(false)} />
            </ModalDialog>
          ) : null}
        </>
      )}
    />
  );
}
