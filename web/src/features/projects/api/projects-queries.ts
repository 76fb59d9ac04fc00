import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { fetchProject, fetchProjects } from "@/api/projects";

/** A server answer is final; only a dropped connection is worth one more try. */
const retryNetworkOnce = (failures: number, error: Error) => !(error instanceof ApiError) && failures < 1;

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
