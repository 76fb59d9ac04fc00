import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createItem, deleteItem, updateItem, type ItemUpload } from "@/api/items";
import { cacheDeletedItem, cacheSavedItem } from "@/lib/item-cache";
import { projectQueryOptions, projectsQueryOptions } from "./projects-queries";

const keysOf = (id: string) => ({ item: projectQueryOptions(id).queryKey, list: projectsQueryOptions().queryKey });

/** POST /api/projects: the new project goes first in the list (SPEC section 4). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => createItem("projects", form, options),
    onSuccess: (project) => cacheSavedItem(queryClient, keysOf(project._id), project, "first"),
  });
}

/** PUT /api/projects/{id} */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, options }: ItemUpload) => updateItem("projects", id, form, options),
    onSuccess: (project) => cacheSavedItem(queryClient, keysOf(project._id), project, "in-place"),
  });
}

/** DELETE /api/projects/{id} */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem("projects", id),
    onSuccess: (_answer, id) => cacheDeletedItem(queryClient, keysOf(id), id),
  });
}
