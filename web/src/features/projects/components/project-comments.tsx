import type { Project } from "@contract/projects";
import { CommentsSection } from "@/components/comments-section";
import { formatProjectCount } from "@/lib/utils/format-count";

/** A project's Comments: count, sort select, comment box (or the guest's message), list. */
export function ProjectComments({ project }: { project: Project }) {
  return (
    <CommentsSection
      kind="projects"
      item={project}
      heading={`Comments (${formatProjectCount(project.commentCount)})`}
      className="project-detail__comments"
    />
  );
}
