import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind, type ItemKindSpec } from "../../contract/item-kinds";
import type { ItemState } from "../../contract/item-status";
import type { ItemReaderAccess } from "./content-items";
import type { ListPage, ListRequest } from "./lists";
import { getProject, listProjects } from "./projects-service";
import { getShortPost, listShortPosts } from "./short-posts-service";
import { getWriting, listWritings } from "./writings-service";

/** What every kind's item answer says of its state (publicationShape), whatever else it holds. */
export interface ReadItem {
  status: ItemState;
  publishedAt: string;
}

/** How each published kind is read: one page of its cards, and one item with the viewer's engagement. */
export interface ItemReader {
  list(request: ListRequest): Promise<ListPage<unknown>>;
  get(id: string, reader: ItemReaderAccess): Promise<ReadItem | null>;
}

// Kinds of one shape are read alike, each from its own collection: a new kind of an existing shape needs nothing here.
const READERS_BY_SHAPE: Record<ItemKindSpec["shape"], (collection: string) => ItemReader> = {
  project: (collection) => ({ list: (request) => listProjects(collection, request), get: (id, viewer) => getProject(collection, id, viewer) }),
  writing: (collection) => ({ list: (request) => listWritings(collection, request), get: (id, viewer) => getWriting(collection, id, viewer) }),
  "short-post": (collection) => ({
    list: (request) => listShortPosts(collection, request),
    get: (id, viewer) => getShortPost(collection, id, viewer),
  }),
};

export const ITEM_READERS = Object.fromEntries(
  ITEM_KIND_NAMES.map((kind) => [kind, READERS_BY_SHAPE[ITEM_KINDS[kind].shape](ITEM_KINDS[kind].collection)]),
) as Record<ItemKind, ItemReader>;
