import { getProfile } from "./handlers/profile";
import { getProjectHandler, listProjectsHandler } from "./handlers/projects";
import { listReviewsHandler } from "./handlers/reviews";
import {
  getDidYouKnowHandler,
  getRandomPostHandler,
  listDidYouKnowHandler,
  listRandomPostsHandler,
} from "./handlers/short-posts";
import { getArticleHandler, getBlogHandler, listArticlesHandler, listBlogsHandler } from "./handlers/writings";
import { Router } from "./http/router";

/** Every routed call of SPEC section 7; calls not listed here answer 404 JSON. */
export const router = new Router()
  .on("GET", "/api/profile", getProfile)
  .on("GET", "/api/reviews", listReviewsHandler)
  .on("GET", "/api/projects", listProjectsHandler)
  .on("GET", "/api/projects/:id", getProjectHandler)
  .on("GET", "/api/articles", listArticlesHandler)
  .on("GET", "/api/articles/:id", getArticleHandler)
  .on("GET", "/api/blogs", listBlogsHandler)
  .on("GET", "/api/blogs/:id", getBlogHandler)
  .on("GET", "/api/random-post", listRandomPostsHandler)
  .on("GET", "/api/random-post/:id", getRandomPostHandler)
  .on("GET", "/api/islamic", listDidYouKnowHandler)
  .on("GET", "/api/islamic/:id", getDidYouKnowHandler);
