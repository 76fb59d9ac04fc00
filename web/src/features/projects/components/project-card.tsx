import { Link } from "@tanstack/react-router";
import type { ProjectSummary } from "@contract/projects";
import { formatProjectCount } from "@/lib/format-count";

// An inline icon rather than an emoji, which many phones and Linux machines draw as a blank box.
function CommentIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" style={{ display: "inline", verticalAlign: "-2px" }}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />
    </svg>
  );
}

export function ProjectCard({ project, onOpenSlideshow }: { project: ProjectSummary; onOpenSlideshow: () => void }) {
  return (
    <article className="project-card">
      <button type="button" className="project-card__media" onClick={onOpenSlideshow} aria-label={`View ${project.title} in the slideshow`}>
        <img src={project.headerImg} alt="" loading="lazy" decoding="async" width={1200} height={675} />
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
            <CommentIcon /> {formatProjectCount(project.commentCount)}
          </span>
          <Link to="/projects/$id" params={{ id: project._id }} className="project-card__more" tabIndex={-1} aria-hidden="true">
            Details →
          </Link>
        </div>
      </div>
    </article>
  );
}
