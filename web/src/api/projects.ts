import { apiPaths, type ItemListParams } from "@contract/routes";
import { callApi } from "./client";
import { fetchItemPage } from "./item-pages";

/** GET /api/projects?limit=&after=&q=&category=: one page of project cards. */
export const fetchProjectPage = (params: ItemListParams, signal?: AbortSignal) =>
  fetchItemPage("projects", (s) => s.projectListSchema, params, signal);

/** GET /api/projects/{id} */
export const fetchProject = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.project(id), (s) => s.projectSchema, { signal });
