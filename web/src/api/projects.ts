import { apiPaths } from "@contract/routes";
import { projectListSchema, projectSchema } from "@contract/projects";
import { callApi } from "./client";

/** GET /api/projects */
export const fetchProjects = (signal?: AbortSignal) => callApi(apiPaths.projects, projectListSchema, { signal });

/** GET /api/projects/{id} */
export const fetchProject = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.project(id), projectSchema, { signal });
