import { randomUUID } from "node:crypto";
import type { DocumentReference } from "firebase-admin/firestore";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { adminDb } from "./stack";

export interface TestItem {
  id: string;
  ref: DocumentReference;
}

/**
 * An item of its own for a test, with no likes or comments, so tests of counters never share one: a copy of
 * the kind's first seeded item (its media URLs included), written directly with firebase-admin.
 */
export async function freshItem(kind: ItemKind): Promise<TestItem> {
  const collection = adminDb.collection(ITEM_KINDS[kind].collection);
  const [model] = (await collection.orderBy("createdAt").limit(1).get()).docs;
  if (!model) throw new Error(`No seeded ${kind} to copy`);
  const ref = collection.doc();
  await ref.set({ ...model.data(), title: `Engagement test ${randomUUID().slice(0, 8)}`, likeCount: 0, commentCount: 0 });
  return { id: ref.id, ref };
}

/** Removes a test item with its likes and comments. */
export const removeItem = (item: TestItem) => adminDb.recursiveDelete(item.ref);

/** How many like and comment records the item really has, to compare with its counters. */
export async function recordCounts(item: TestItem): Promise<{ likes: number; comments: number }> {
  const [likes, comments] = await Promise.all([
    item.ref.collection("likes").count().get(),
    item.ref.collection("comments").count().get(),
  ]);
  return { likes: likes.data().count, comments: comments.data().count };
}
