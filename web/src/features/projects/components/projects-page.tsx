import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { ModalDialog } from "@/components/modal-dialog";
import { useViewer } from "@/lib/auth";
import { cardsOf } from "@/lib/item-lists";
import { usePageMeta } from "@/lib/page-meta";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { HydrateLater } from "@/lib/hydrate-later";
import { projectsQueryOptions } from "../api/projects-queries";
import type { CategoryFilter } from "../lib/category-filter";
import { CategoryFilterButtons } from "./category-filter";
import { ProjectCard } from "./project-card";
import { ProjectForm } from "./project-form";
import { ProjectLightbox } from "./project-lightbox";
import { ProjectOwnerActions } from "./project-owner-actions";
import "../projects.css";

/** /projects: the server searches and filters (issue 10); the page shows what it answered, a page at a time. */
export function ProjectsPage() {
  usePageMeta({ title: "Projects", description: "Projects by the author: small tools, Python, front end, back end and full-stack apps." });
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<CategoryFilter>("All");
  const q = useDebouncedValue(search);
  const list = useInfiniteQuery({
    ...projectsQueryOptions({ q, category: category === "All" ? null : category }),
    // The last answer stays on screen while the next search or category loads, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });
  const [slide, setSlide] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const { isOwner } = useViewer();
  const shown = cardsOf(list.data);

  return (
    <div className="projects-page">
      <section className="projects-hero">
        <p className="projects-hero__eyebrow">Portfolio</p>
        <h1>Projects</h1>
        <p className="projects-hero__lead">Things I have built, from tiny browser tools to full-stack apps. Open one to try its demo.</p>
      </section>

      {isOwner ? (
        <div className="projects-owner-bar">
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            New project
          </button>
        </div>
      ) : null}

      <div className="projects-toolbar">
        <label className="visually-hidden" htmlFor="project-search">
          Search projects
        </label>
        <input
          id="project-search"
          className="projects-toolbar__search"
          type="search"
          placeholder="Search projects..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CategoryFilterButtons value={category} onChange={setCategory} />
      </div>

      {list.isPending ? (
        <p className="projects-state" role="status">Loading projects...</p>
      ) : list.isError && !list.data ? (
        <p className="projects-state projects-state--error" role="alert">
          Error fetching projects. Please try again later.
        </p>
      ) : shown.length === 0 ? (
        <p className="projects-state">No projects found.</p>
      ) : (
        <>
          <div className="projects-grid" aria-busy={list.isPlaceholderData}>
            {/* Each card comes alive in a task of its own: the page's first render is then short. */}
            {shown.map((project, index) => (
              <HydrateLater key={project._id}>
                <ProjectCard
                  project={project}
                  first={index === 0}
                  onOpenSlideshow={() => setSlide(index)}
                  ownerActions={isOwner ? <ProjectOwnerActions project={project} /> : undefined}
                />
              </HydrateLater>
            ))}
          </div>
          {list.isFetchNextPageError ? (
            <p className="projects-state projects-state--error" role="alert">
              Error fetching projects. Please try again later.
            </p>
          ) : null}
          <LoadMoreButton
            hasMore={list.hasNextPage && !list.isPlaceholderData}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shownText={`${shown.length} projects shown.`}
          />
        </>
      )}

      {slide !== null && shown.length > 0 ? (
        <ProjectLightbox projects={shown} index={Math.min(slide, shown.length - 1)} onIndexChange={setSlide} onClose={() => setSlide(null)} />
      ) : null}

      {creating ? (
        <ModalDialog title="New project" onClose={() => setCreating(false)}>
          <ProjectForm onSaved={() => setCreating(false)} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
