import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind, type ItemKindSpec } from "../../contract/item-kinds";
import type { FeedName } from "../../contract/feeds";
import { db } from "../../firebase";
import { publicItems, PUBLISH_AT } from "./visibility";
import { toProject } from "./projects-service";
import { text } from "../firestore-values";
import { publicReadCache } from "../public-read-cache";
import { toShortPost } from "./short-posts-service";
import { toWriting } from "./writings-service";

/** One public item (services/items/visibility.ts) as the sitemap lists it. */
export interface IndexedItem {
  kind: ItemKind;
  id: string;
  /** When it last changed (or was published), for the sitemap's lastmod. */
  modified: Date;
}

/** One public item as a feed shows it: the fields its page shows, by shape, and its two dates. */
export type FeedItem = {
  kind: ItemKind;
  published: Date;
  /** When it last changed for a reader (lastChange). */
  updated: Date;
} & (
  | { shape: "project"; item: ReturnType<typeof toProject> }
  | { shape: "writing"; item: ReturnType<typeof toWriting> }
  | { shape: "short-post"; item: ReturnType<typeof toShortPost> }
);

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === "function" ? (value as Timestamp).toDate() : null;

/**
 * When an item last changed for a reader: its last edit, or its publish time when that came later (a draft edited
 * last week and published today changed today).
 */
function lastChange(publishAt: unknown, updatedAt: unknown): Date {
  const published = dateOf(publishAt)?.getTime() ?? 0;
  const updated = dateOf(updatedAt)?.getTime() ?? 0;
  return new Date(Math.max(published, updated));
}

/**
 * The most items of one kind the sitemap lists, newest first: a hard bound on what one sitemap reads (5 kinds,
 * 10,000 documents), far below a sitemap file's 50,000 addresses. Older items stay reachable from the list pages.
 */
export const SITEMAP_ITEMS_PER_KIND = 2_000;

// Both answers are the same for everybody: kept a short while, so requests that miss the CDN do not each read again.
const indexKept = publicReadCache<IndexedItem[]>(1);
const feedsKept = publicReadCache<FeedItem[]>(ITEM_KIND_NAMES.length);

/**
 * The newest published items of every kind, at most SITEMAP_ITEMS_PER_KIND each, with only the two dates read
 * from each document (a projection). Kept a short while in this instance, and by the CDN on top.
 */
export const listIndexedItems = (): Promise<IndexedItem[]> => indexKept.read("every kind", readIndexedItems);

async function readIndexedItems(): Promise<IndexedItem[]> {
  const perKind = await Promise.all(
    ITEM_KIND_NAMES.map(async (kind) => {
      const snapshot = await publicItems(db().collection(ITEM_KINDS[kind].collection))
        .orderBy(PUBLISH_AT, "desc")
        .limit(SITEMAP_ITEMS_PER_KIND)
        .select(PUBLISH_AT, "updatedAt")
        .get();
      return snapshot.docs.map((doc) => ({ kind, id: doc.id, modified: lastChange(doc.get(PUBLISH_AT), doc.get("updatedAt")) }));
    }),
  );
  return perKind.flat();
}

/**
 * The newest public items of a feed, newest first, at most `limit`: one kind's, or for "all" the newest of every
 * kind's together. Each kind's read is kept a short while in this instance, so its RSS and JSON feeds and the feed of
 * everything share it: a miss reads `limit` documents of one kind, whole, as their pages show them.
 */
export async function listFeedItems(feed: FeedName, limit: number): Promise<FeedItem[]> {
  if (feed !== "all") return feedsKept.read(`${feed} ${limit}`, () => readFeedItems(feed, limit));
  const perKind = await Promise.all(ITEM_KIND_NAMES.map((kind) => listFeedItems(kind, limit)));
  return perKind
    .flat()
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, limit);
}

async function readFeedItems(kind: ItemKind, limit: number): Promise<FeedItem[]> {
  const snapshot = await publicItems(db().collection(ITEM_KINDS[kind].collection)).orderBy(PUBLISH_AT, "desc").limit(limit).get();
  return snapshot.docs.map((doc) =>
    feedItemFrom(doc, { kind, published: dateOf(doc.get(PUBLISH_AT)) ?? new Date(0), updated: lastChange(doc.get(PUBLISH_AT), doc.get("updatedAt")) }),
  );
}

/** A stored item as the feeds, the sitemap and the WordPress export read it, with the dates the caller gives it. */
export function feedItemFrom(doc: DocumentSnapshot, dates: { kind: ItemKind; published: Date; updated: Date }): FeedItem {
  switch (ITEM_KINDS[dates.kind].shape) {
    case "project":
      return { ...dates, shape: "project", item: toProject(doc) };
    case "writing":
      return { ...dates, shape: "writing", item: toWriting(doc) };
    case "short-post":
      return { ...dates, shape: "short-post", item: toShortPost(doc) };
  }
}

/** One public item as llms.txt lists it: its address, title and the first words a reader sees. */
export interface ListedItem {
  kind: ItemKind;
  id: string;
  title: string;
  /** The lead: a writing's first paragraph, a project's short description, a short post's text. */
  lead: string;
}

/** The most items of one kind llms.txt lists, newest first: a reader of it follows the sitemap for the rest. */
export const LLMS_ITEMS_PER_KIND = 500;

const LEAD_FIELD: Record<ItemKindSpec["shape"], string> = { project: "shortDescription", writing: "firstParagraph", "short-post": "desc" };

const listedKept = publicReadCache<ListedItem[]>(1);

/** The newest public items of every kind with their titles and leads, read as a projection and kept a short while. */
export const listListedItems = (): Promise<ListedItem[]> =>
  listedKept.read("every kind", async () => {
    const perKind = await Promise.all(
      ITEM_KIND_NAMES.map(async (kind) => {
        const lead = LEAD_FIELD[ITEM_KINDS[kind].shape];
        const snapshot = await publicItems(db().collection(ITEM_KINDS[kind].collection))
          .orderBy(PUBLISH_AT, "desc")
          .limit(LLMS_ITEMS_PER_KIND)
          .select("title", lead)
          .get();
        return snapshot.docs.map((doc) => ({ kind, id: doc.id, title: text(doc.get("title")), lead: text(doc.get(lead)) }));
      }),
    );
    return perKind.flat();
  });
