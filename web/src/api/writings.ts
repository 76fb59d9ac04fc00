import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/articles */
export const fetchArticles = (signal?: AbortSignal) => callApi(apiPaths.articles, (s) => s.writingListSchema, { signal });

/** GET /api/articles/{id} */
export const fetchArticle = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.article(id), (s) => s.writingSchema, { signal });

/** GET /api/blogs */
export const fetchBlogs = (signal?: AbortSignal) => callApi(apiPaths.blogs, (s) => s.writingListSchema, { signal });

/** GET /api/blogs/{id} */
export const fetchBlog = (id: string, signal?: AbortSignal) => callApi(apiPaths.blog(id), (s) => s.writingSchema, { signal });
