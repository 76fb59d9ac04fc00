import { apiPaths, type ItemListParams } from "@contract/routes";
import { callApi } from "./client";
import { fetchItemPage } from "./item-pages";

/** GET /api/articles?limit=&after=&q=&category=: one page of article cards. */
export const fetchArticlePage = (params: ItemListParams, signal?: AbortSignal) =>
  fetchItemPage("articles", (s) => s.writingListSchema, params, signal);

/** GET /api/articles/{id} */
export const fetchArticle = (id: string, signal?: AbortSignal) =>
  callApi(apiPaths.article(id), (s) => s.writingSchema, { signal });

/** GET /api/blogs?limit=&after=&q=&category=: one page of blog cards. */
export const fetchBlogPage = (params: ItemListParams, signal?: AbortSignal) =>
  fetchItemPage("blogs", (s) => s.writingListSchema, params, signal);

/** GET /api/blogs/{id} */
export const fetchBlog = (id: string, signal?: AbortSignal) => callApi(apiPaths.blog(id), (s) => s.writingSchema, { signal });
