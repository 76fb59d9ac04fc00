import { useCreateItem, useDeleteItem, useUpdateItem } from "@/lib/item-mutations";
import { projectListsKey, projectQueryOptions, projectsQueryOptions } from "./projects-queries";

/** A project's cache entries: its detail, and the lists its card may sit in. */
export const projectKeys = (id: string) => ({
  item: projectQueryOptions(id).queryKey,
  lists: projectListsKey(),
  newest: projectsQueryOptions().queryKey,
});

/** POST /api/projects: the new project goes first in the list (SPEC section 4). */
export const useCreateProject = () => useCreateItem("projects", projectKeys);

/** PUT /api/projects/{id} */
export const useUpdateProject = (id: string) => useUpdateItem("projects", id, projectKeys);

/** DELETE /api/projects/{id} */
export const useDeleteProject = () => useDeleteItem("projects", projectKeys);
