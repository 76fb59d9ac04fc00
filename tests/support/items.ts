import { randomUUID } from "node:crypto";
import type { DocumentReference } from "firebase-admin/firestore";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { apiPaths, NEXT_CURSOR_HEADER, type ItemListParams } from "@contract/routes";
import { searchTextsOf, searchWordsOf } from "@contract/search-words";
import type { Writing } from "@contract/posts";
import { TINY_PNG } from "./images";
import { adminDb, callSite } from "./stack";

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
  const [model] = (await collection.where("status", "==", "published").orderBy("createdAt").limit(1).get()).docs;
  if (!model) throw new Error(`No seeded ${kind} to copy`);
  const ref = collection.doc();
  // Public, whatever other tests did to their copies of the same model (the owner's desk trashes some).
  const { trashedAt: _trashedAt, trashedFrom: _trashedFrom, previewToken: _previewToken, ...data } = model.data();
  const copy = {
    ...data,
    status: "published",
    publishAt: model.get("createdAt"),
    title: `Engagement test ${randomUUID().slice(0, 8)}`,
    likeCount: 0,
    commentCount: 0,
  };
  // Its own search words, so a search for the model's words does not find the copies too.
  await ref.set({ ...copy, searchWords: searchWordsOf(searchTextsOf(copy, ITEM_KINDS[kind].searchFields)) });
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

/** One page of GET /api/{kind}: its cards and the next page's cursor (null on the last page). */
export async function listPage<Card = { _id: string; title: string }>(
  kind: ItemKind,
  params: ItemListParams = {},
): Promise<{ status: number; cards: Card[]; nextCursor: string | null; body: unknown }> {
  const answer = await callSite<Card[]>(apiPaths.itemList(kind, params));
  return { status: answer.status, cards: answer.body, nextCursor: answer.headers.get(NEXT_CURSOR_HEADER), body: answer.body };
}

/** Every card of a list, page after page (of 50, the most a page holds). */
export async function listAll<Card = { _id: string; title: string }>(
  kind: ItemKind,
  params: Omit<ItemListParams, "after" | "limit"> = {},
): Promise<Card[]> {
  const cards: Card[] = [];
  let after: string | undefined;
  do {
    const page = await listPage<Card>(kind, { ...params, limit: 50, after });
    if (page.status !== 200) throw new Error(`GET /api/${kind} answered ${page.status}: ${JSON.stringify(page.body)}`);
    cards.push(...page.cards);
    after = page.nextCursor ?? undefined;
  } while (after);
  return cards;
}

/** A blog's form as the owner's editor sends it: its text fields and, unless left out, a tiny main image. */
export function blogForm(fields: Record<string, string>, withImage = true): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (withImage) body.append("mainImg", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "main.png");
  return body;
}

/** POST /api/blogs as the owner; answers the call's answer, whatever its status. */
export const postBlog = (fields: Record<string, string>, ownerCookie: string) =>
  callSite<Writing>(apiPaths.items("blogs"), { method: "POST", body: blogForm(fields), cookie: ownerCookie });
