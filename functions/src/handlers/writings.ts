import type { Handler } from "../http/router";
import { notFound } from "../http/http-error";
import { parseId } from "../http/parse";
import { findViewer } from "../http/viewer";
import { getWriting, listWritings, WRITING_COLLECTIONS, type WritingCollection } from "../services/writings-service";

function listHandler(collection: WritingCollection): Handler {
  return async () => ({ body: await listWritings(collection) });
}

function getHandler(collection: WritingCollection, missing: string): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const viewer = await findViewer(request);
    const writing = await getWriting(collection, id, viewer?.uid ?? null);
    if (!writing) throw notFound(missing);
    return { body: writing };
  };
}

/** GET /api/articles */
export const listArticlesHandler = listHandler(WRITING_COLLECTIONS.articles);
/** GET /api/articles/{id} */
export const getArticleHandler = getHandler(WRITING_COLLECTIONS.articles, "Article not found");
/** GET /api/blogs */
export const listBlogsHandler = listHandler(WRITING_COLLECTIONS.blogs);
/** GET /api/blogs/{id} */
export const getBlogHandler = getHandler(WRITING_COLLECTIONS.blogs, "Blog not found");
