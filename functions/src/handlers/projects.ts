import type { Handler } from "../http/router";
import { notFound } from "../http/http-error";
import { parseId } from "../http/parse";
import { findViewer } from "../http/viewer";
import { getProject, listProjects } from "../services/projects-service";

/** GET /api/projects */
export const listProjectsHandler: Handler = async () => ({ body: await listProjects() });

/** GET /api/projects/{id} */
export const getProjectHandler: Handler = async (request) => {
  const id = parseId(request.params.id);
  const viewer = await findViewer(request);
  const project = await getProject(id, viewer?.uid ?? null);
  if (!project) throw notFound("Project not found");
  return { body: project };
};
