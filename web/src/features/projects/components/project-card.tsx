import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { altTextOf } from "@contract/alt-text";
import type { ProjectSummary } from "@contract/projects";
import { CommentIcon } from "@/components/line-icons";
import { ResponsiveImage } from "@/components/responsive-image";
import { formatProjectCount } from "@/lib/utils/format-count";

/** One, two or three columns (SPEC section 2), beside a 240-px sidebar on wide screens. */
export const CARD_IMAGE_SIZES = "(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 100vw";

export function ProjectCard({
  project,
  onOpenSlideshow,
  ownerActions,
  first = false,
}: {
  project: ProjectSummary;
  /** The list's first card: on a phone its image is in the first screen, so it loads at once. */
  first?: boolean;
  onOpenSlideshow: () => void;
  /** The owner's Edit and Delete, shown under the card's text. */
  ownerActions?: ReactNode;
}) {
  return (
    <article className="project-card">
      <button type="button" className="project-card__media" onClick={onOpenSlideshow} aria-label={`${project.category}: view ${project.title} in the slideshow`}>
        <ResponsiveImage
          src={project.headerImg}
          variants={project.variants.headerImg}
          sizes={CARD_IMAGE_SIZES}
          alt={altTextOf(project.alt, "headerImg")}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          decoding="async"
          width={1200}
          height={675}
        />
        <span className="project-card__category">{project.category}</span>
      </button>
      <div className="project-card__body">
        <h2 className="project-card__title">
          <Link to="/projects/$id" params={{ id: project._id }}>
            {project.title}
          </Link>
        </h2>
        <p className="project-card__summary">{project.shortDescription}</p>
        <div className="project-card__meta">
          <span aria-label={`${project.likeCount} likes`}>♥ {formatProjectCount(project.likeCount)}</span>
          <span aria-label={`${project.commentCount} comments`}>
            <CommentIcon size={14} className="inline-icon" /> {formatProjectCount(project.commentCount)}
          </span>
          <Link to="/projects/$id" params={{ id: project._id }} className="project-card__more" tabIndex={-1} aria-hidden="true">
            Details →
          </Link>
        </div>
      </div>
      {ownerActions ? <div className="project-card__owner">{ownerActions}</div> : null}
    </article>
  );
}
