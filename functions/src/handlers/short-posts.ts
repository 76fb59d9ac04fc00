import type { Handler } from "../http/router";
import { notFound } from "../http/http-error";
import { parseId } from "../http/parse";
import { findViewer } from "../http/viewer";
import {
  getShortPost,
  listShortPosts,
  SHORT_POST_COLLECTIONS,
  type ShortPostCollection,
} from "../services/short-posts-service";

function listHandler(collection: ShortPostCollection): Handler {
  return async () => ({ body: await listShortPosts(collection) });
}

function getHandler(collection: ShortPostCollection): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const viewer = await findViewer(request);
    const post = await getShortPost(collection, id, viewer?.uid ?? null);
    if (!post) throw notFound("Post not found");
    return { body: post };
  };
}

/** GET /api/random-post */
export const listRandomPostsHandler = listHandler(SHORT_POST_COLLECTIONS.randomPosts);
/** GET /api/random-post/{id} */
export const getRandomPostHandler = getHandler(SHORT_POST_COLLECTIONS.randomPosts);
/** GET /api/islamic (did-you-know posts) */
export const listDidYouKnowHandler = listHandler(SHORT_POST_COLLECTIONS.didYouKnow);
/** GET /api/islamic/{id} */
export const getDidYouKnowHandler = getHandler(SHORT_POST_COLLECTIONS.didYouKnow);
