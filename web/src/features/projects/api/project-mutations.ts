import { useCreateItem, useDeleteItem, useUpdateItem } from "@/lib/item-mutations";
import { projectQueryOptions, projectsQueryOptions } from "./projects-queries";

const keysOf = (id: string) => ({ item: projectQueryOptions(id).queryKey, list: projectsQueryOptions().queryKey });

/** POST /api/projects: the new project goes first in the list (SPEC section 4). */
export const useCreateProject = () => useCreateItem("projects", keysOf);

/** PUT /api/projects/{id} */
export const useUpdateProject = (id: string) => useUpdateItem("projects", id, keysOf);

/** DELETE /api/projects/{id} */
export const useDeleteProject = () => useDeleteItem("projects", keysOf);
