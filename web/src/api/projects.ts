import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/projects */
export const fetchProjects = (signal?: AbortSignal) => callApi(apiPaths.projects, (s) => s.projectListSchema, { signal });

/** GET /api/projects/{id} */
export const fetchProject = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.project(id), (s) => s.projectSchema, { signal });
