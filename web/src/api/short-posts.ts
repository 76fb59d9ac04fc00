import { apiPaths, type ItemListParams } from "@contract/routes";
import { callApi } from "./client";
import { fetchItemPage } from "./item-pages";

/** GET /api/random-post?limit=&after=&q=: one page of the feed. */
export const fetchRandomPostPage = (params: ItemListParams, signal?: AbortSignal) =>
  fetchItemPage("random-post", (s) => s.shortPostListSchema, params, signal);

/** GET /api/random-post/{id} */
export const fetchRandomPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.randomPost(id), (s) => s.shortPostSchema, { signal });

/** GET /api/islamic?limit=&after=&q= (did-you-know posts): one page of the feed. */
export const fetchDidYouKnowPage = (params: ItemListParams, signal?: AbortSignal) =>
  fetchItemPage("islamic", (s) => s.shortPostListSchema, params, signal);

/** GET /api/islamic/{id} */
export const fetchDidYouKnowPost = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.didYouKnowPost(id), (s) => s.shortPostSchema, { signal });
