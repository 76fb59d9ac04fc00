import { Link } from "@tanstack/react-router";
import type { ProjectSummary } from "@contract/projects";
import { formatProjectCount } from "@/lib/format-count";

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
          <span aria-label={`${project.commentCount} comments`}>💬 {formatProjectCount(project.commentCount)}</span>
          <Link to="/projects/$id" params={{ id: project._id }} className="project-card__more" tabIndex={-1} aria-hidden="true">
            Details →
          </Link>
        </div>
      </div>
    </article>
  );
}
