import type { Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../contract/item-kinds";
import { db } from "../firebase";
import { text } from "./firestore-values";
import { publicItems, PUBLISH_AT } from "./item-visibility";
import { publicReadCache } from "./public-read-cache";

/** One public item (item-visibility.ts) as the sitemap lists it. */
export interface IndexedItem {
  kind: ItemKind;
  id: string;
  /** When it last changed (or was published), for the sitemap's lastmod. */
  modified: Date;
}

/** One article or blog as a feed shows it. */
export interface FeedEntry {
  id: string;
  title: string;
  summary: string;
  published: Date;
  /** When it was last edited (its publish time if never). */
  updated: Date;
}

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
const feedsKept = publicReadCache<FeedEntry[]>(ITEM_KIND_NAMES.length);

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

/** The newest entries of a feed, newest first; kept a short while in this instance. */
export const listFeedEntries = (kind: "articles" | "blogs", limit: number): Promise<FeedEntry[]> =>
  feedsKept.read(`${kind} ${limit}`, () => readFeedEntries(kind, limit));

async function readFeedEntries(kind: "articles" | "blogs", limit: number): Promise<FeedEntry[]> {
  const snapshot = await publicItems(db().collection(ITEM_KINDS[kind].collection))
    .orderBy(PUBLISH_AT, "desc")
    .limit(limit)
    .select("title", "firstParagraph", PUBLISH_AT, "updatedAt")
    .get();
  return snapshot.docs.map((doc) => {
    const published = dateOf(doc.get(PUBLISH_AT)) ?? new Date(0);
    return {
      id: doc.id,
      title: text(doc.get("title")),
      summary: text(doc.get("firstParagraph")),
      published,
      updated: lastChange(doc.get(PUBLISH_AT), doc.get("updatedAt")),
    };
  });
}
