import { queryOptions } from "@tanstack/react-query";
import { itemListsKey } from "@contract/item-kinds";
import { fetchProject, fetchProjectPage } from "@/api/projects";
import { itemListQueryOptions, listFilters } from "@/lib/item-lists";
import { retryNetworkOnce } from "@/lib/retry-network-once";

/** The key of every project list (each search and category is one, below it). */
export const projectListsKey = () => itemListsKey("projects");

/** Pages of project cards, newest first; without filters, every project. */
export const projectsQueryOptions = (filters?: { q?: string; category?: string | null }) =>
  itemListQueryOptions(projectListsKey(), listFilters(filters), fetchProjectPage);

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["projects", id] as const,
    queryFn: ({ signal }) => fetchProject(id, signal),
    retry: retryNetworkOnce,
  });
