import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { altTextOf } from "@contract/alt-text";
import type { ProjectSummary } from "@contract/projects";
import { ResponsiveImage } from "@/components/responsive-image";

interface ProjectLightboxProps {
  projects: ProjectSummary[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A modal slideshow over the shown projects; previous and next wrap around at the ends. */
export function ProjectLightbox({ projects, index, onIndexChange, onClose }: ProjectLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const project = projects[index];
  const step = (delta: number) => onIndexChange((index + delta + projects.length) % projects.length);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);

  if (!project) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`${project.title}, slide ${index + 1} of ${projects.length}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") step(-1);
        if (event.key === "ArrowRight") step(1);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="lightbox__frame">
        <button type="button" className="lightbox__close" onClick={onClose} aria-label="Close slideshow">
          ×
        </button>
        <ResponsiveImage
          className="lightbox__image"
          src={project.headerImg}
          variants={project.variants.headerImg}
          sizes="(min-width: 1000px) 900px, 100vw"
          alt={altTextOf(project.alt, "headerImg") || project.title}
          width={1200}
          height={675}
        />
        <div className="lightbox__caption">
          <p className="lightbox__counter">
            {index + 1} / {projects.length}
          </p>
          <h2 className="lightbox__title">{project.title}</h2>
          <p>{project.shortDescription}</p>
          <Link to="/projects/$id" params={{ id: project._id }} className="button button--primary">
            Read More
          </Link>
        </div>
        <button type="button" className="lightbox__nav lightbox__nav--prev" onClick={() => step(-1)} aria-label="Previous project">
          ‹
        </button>
        <button type="button" className="lightbox__nav lightbox__nav--next" onClick={() => step(1)} aria-label="Next project">
          ›
        </button>
      </div>
    </dialog>
  );
}
