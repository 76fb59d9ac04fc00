import type { Project } from "@contract/projects";
import {
  useAddComment,
  useDeleteComment,
  useItemComments,
  useToggleLike,
  type EngagementTarget,
} from "@/lib/item-engagement";
import { projectKeys } from "./project-mutations";

const target = (id: string): EngagementTarget<"projects"> => ({ kind: "projects", id, keys: projectKeys(id) });

/** The project's comments, oldest or newest first, 50 at a time. */
export const useProjectComments = (project: Project) => useItemComments(target(project._id), project);

/** POST /api/projects/like/{id} */
export const useToggleProjectLike = (id: string) => useToggleLike(target(id));

/** POST /api/projects/comment/{id} */
export const useAddProjectComment = (id: string) => useAddComment(target(id));

/** DELETE /api/projects/comment/{id}/{commentId} */
export const useDeleteProjectComment = (id: string) => useDeleteComment(target(id));
