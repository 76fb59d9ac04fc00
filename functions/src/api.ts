import { getProfile } from "./handlers/profile";
import { getProjectHandler, listProjectsHandler } from "./handlers/projects";
import { listReviewsHandler } from "./handlers/reviews";
import { Router } from "./http/router";

/** Every routed call of SPEC section 7; calls not listed here answer 404 JSON. */
export const router = new Router()
  .on("GET", "/api/profile", getProfile)
  .on("GET", "/api/reviews", listReviewsHandler)
  .on("GET", "/api/projects", listProjectsHandler)
  .on("GET", "/api/projects/:id", getProjectHandler);
