import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import type { ItemListQuery } from "../contract/item-lists";
import type { ListPage } from "./item-lists";
import { getProject, listProjects } from "./projects-service";
import { getShortPost, listShortPosts } from "./short-posts-service";
import { getWriting, listWritings } from "./writings-service";

/** How each published kind is read: one page of its cards, and one item with the viewer's engagement. */
export interface ItemReader {
  list(request: ItemListQuery): Promise<ListPage<unknown>>;
  get(id: string, viewerUid: string | null): Promise<unknown | null>;
}

const writings = (kind: "articles" | "blogs"): ItemReader => {
  const collection = ITEM_KINDS[kind].collection;
  return { list: (request) => listWritings(collection, request), get: (id, viewer) => getWriting(collection, id, viewer) };
};

const shortPosts = (kind: "random-post" | "islamic"): ItemReader => {
  const collection = ITEM_KINDS[kind].collection;
  return { list: (request) => listShortPosts(collection, request), get: (id, viewer) => getShortPost(collection, id, viewer) };
};

export const ITEM_READERS: Record<ItemKind, ItemReader> = {
  projects: { list: listProjects, get: getProject },
  articles: writings("articles"),
  blogs: writings("blogs"),
  "random-post": shortPosts("random-post"),
  islamic: shortPosts("islamic"),
};
