import { queryOptions } from "@tanstack/react-query";
import { fetchProject, fetchProjects } from "@/api/projects";
import { retryNetworkOnce } from "@/lib/retry-network-once";


export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ["projects"] as const,
    queryFn: ({ signal }) => fetchProjects(signal),
    retry: retryNetworkOnce,
  });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["projects", id] as const,
    queryFn: ({ signal }) => fetchProject(id, signal),
    retry: retryNetworkOnce,
  });
