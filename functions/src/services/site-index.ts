import type { Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../contract/item-kinds";
import { db } from "../firebase";
import { text } from "./firestore-values";

/** One published item as the sitemap lists it. */
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
}

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === "function" ? (value as Timestamp).toDate() : null;

/**
 * Every published item, with only the two dates read from each document (a projection), so even large
 * collections cost little per sitemap; the CDN keeps the answer for a while on top.
 */
export async function listIndexedItems(): Promise<IndexedItem[]> {
  const perKind = await Promise.all(
    ITEM_KIND_NAMES.map(async (kind) => {
      const snapshot = await db().collection(ITEM_KINDS[kind].collection).select("createdAt", "updatedAt").get();
      return snapshot.docs.map((doc) => ({
        kind,
        id: doc.id,
        modified: dateOf(doc.get("updatedAt")) ?? dateOf(doc.get("createdAt")) ?? new Date(0),
      }));
    }),
  );
  return perKind.flat();
}

/** The newest entries of a feed, newest first. */
export async function listFeedEntries(kind: "articles" | "blogs", limit: number): Promise<FeedEntry[]> {
  const snapshot = await db()
    .collection(ITEM_KINDS[kind].collection)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .select("title", "firstParagraph", "createdAt")
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    title: text(doc.get("title")),
    summary: text(doc.get("firstParagraph")),
    published: dateOf(doc.get("createdAt")) ?? new Date(0),
  }));
}
