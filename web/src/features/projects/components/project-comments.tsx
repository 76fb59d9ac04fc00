import type { Project } from "@contract/projects";
import { CommentsSection } from "@/components/comments-section";
import { formatProjectCount } from "@/lib/format-count";
import { useAddProjectComment, useDeleteProjectComment, useProjectComments } from "../api/project-engagement";

/** A project's Comments: count, sort select, comment box (or the guest's message), list. */
export function ProjectComments({ project }: { project: Project }) {
  const comments = useProjectComments(project);
  const add = useAddProjectComment(project._id);
  const remove = useDeleteProjectComment(project._id);
  return (
    <CommentsSection
      kind="projects"
      heading={`Comments (${formatProjectCount(project.commentCount)})`}
      comments={comments}
      add={add}
      remove={remove}
      className="project-detail__comments"
    />
  );
}
