import { apiPaths } from "@contract/routes";
import { shortPostListSchema, shortPostSchema } from "@contract/posts";
import { callApi } from "./client";

/** GET /api/random-post */
export const fetchRandomPosts = (signal?: AbortSignal) =>
  callApi(apiPaths.randomPosts, shortPostListSchema, { signal });

/** GET /api/random-post/{id} */
export const fetchRandomPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.randomPost(id), shortPostSchema, { signal });

/** GET /api/islamic (did-you-know posts) */
export const fetchDidYouKnowPosts = (signal?: AbortSignal) =>
  callApi(apiPaths.didYouKnowPosts, shortPostListSchema, { signal });

/** GET /api/islamic/{id} */
export const fetchDidYouKnowPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.didYouKnowPost(id), shortPostSchema, { signal });
