import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/random-post */
export const fetchRandomPosts = (signal?: AbortSignal) =>
  callApi(apiPaths.randomPosts, (s) => s.shortPostListSchema, { signal });

/** GET /api/random-post/{id} */
export const fetchRandomPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.randomPost(id), (s) => s.shortPostSchema, { signal });

/** GET /api/islamic (did-you-know posts) */
export const fetchDidYouKnowPosts = (signal?: AbortSignal) =>
  callApi(apiPaths.didYouKnowPosts, (s) => s.shortPostListSchema, { signal });

/** GET /api/islamic/{id} */
export const fetchDidYouKnowPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.didYouKnowPost(id), (s) => s.shortPostSchema, { signal });
