// The demo content of `npm start`, created through the same publishing service as POST /api/{kind}:
// the same validation, media checks, WebP variants and storage layout. scripts/seed.mjs bundles and runs it.
import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import sharp from "sharp";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "../functions/src/contract/item-kinds";
import { ITEM_SCHEMAS } from "../functions/src/contract/item-schemas";
import { searchTextsOf, searchWordsOf } from "../functions/src/contract/search-words";
import { db } from "../functions/src/firebase";
import { migrateLegacyItems } from "../functions/src/services/items/migration";
import { removeItem } from "../functions/src/services/items/trash";
import { createItem } from "../functions/src/services/items/publishing-service";
import type { UploadedFile } from "../functions/src/services/media/media-types";
// @ts-expect-error -- plain ESM module shared with scripts/seed.mjs, without type declarations
import { coverSvg } from "./lib/seed-art.mjs";
// @ts-expect-error -- plain ESM module shared with scripts/seed.mjs, without type declarations
import { ARTICLES, BLOGS, DESK_ITEMS, DID_YOU_KNOW_POSTS, PROJECT_COMMENTS, PROJECTS, RANDOM_POSTS } from "./lib/seed-data.mjs";

/** A demo author, as scripts/seed.mjs created them. */
export interface Person {
  uid: string;
  username: string;
  profileImage: string;
}

interface DemoItem {
  title: string;
  likeCount?: number;
  [field: string]: unknown;
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);

/** A cover drawn from SVG into a JPEG, as a photo from the owner's disk would arrive. */
async function cover(field: string, title: string, hue: number): Promise<UploadedFile> {
  const bytes = await sharp(Buffer.from(coverSvg(title, hue))).jpeg({ quality: 82 }).toBuffer();
  return { field, filename: `${field}.jpg`, declaredType: "image/jpeg", bytes };
}

/**
 * The demo likes of an item: one like record each, as the API writes them, so the count is exact. The
 * demo members like first; larger counts are made up with "fans" who have no account.
 */
async function addLikes(item: DocumentReference, likeCount: number, people: Person[]) {
  const writer = db().bulkWriter();
  const likers = Array.from({ length: likeCount }, (_, index) => people[index]?.uid ?? `demo-fan-${index}`);
  for (const uid of likers) void writer.create(item.collection("likes").doc(uid), { createdAt: daysAgo(1) });
  await writer.close();
  await item.update({ likeCount: likers.length });
}

/**
 * What a demo cover shows, as its alt text (issue 22): the covers are drawn (scripts/lib/seed-art.mjs), a gradient
 * with circles behind a dark band with the words on it.
 */
const coverAlt = (words: string, what = "Cover") => `${what}: "${words.slice(0, 34)}" in white on a colourful gradient with soft circles`;

/** Creates one item as the owner would, with its images' alt texts, then dates it in the past and gives it its demo likes. */
async function publish(
  kind: ItemKind,
  item: DemoItem,
  files: UploadedFile[],
  alt: Record<string, string>,
  ageInDays: number,
  likeCount: number,
  people: Person[],
) {
  const { likeCount: _ignored, ...input } = item;
  const fields = ITEM_SCHEMAS[kind].fieldsSchema.parse(input) as Record<string, unknown>;
  const id = await createItem(kind, fields, files, {}, alt);
  const ref = db().collection(ITEM_KINDS[kind].collection).doc(id);
  // Published that day: the date its page shows and its place in the lists.
  await ref.update({ createdAt: daysAgo(ageInDays), publishAt: daysAgo(ageInDays) });
  await addLikes(ref, likeCount, people);
  return ref;
}

async function seedProjects(people: Map<string, Person>, likers: Person[]) {
  const refs = new Map<string, DocumentReference>();
  for (const [index, project] of (PROJECTS as DemoItem[]).entries()) {
    const hue = (index * 47) % 360;
    const files = await Promise.all([
      cover("headerImg", project.title, hue),
      cover("additionalImg1", `${project.title} · screen 1`, (hue + 30) % 360),
      cover("additionalImg2", `${project.title} · screen 2`, (hue + 60) % 360),
    ]);
    const alt = {
      headerImg: coverAlt(project.title, "Title card"),
      additionalImg1: coverAlt(`${project.title} · screen 1`, "Placeholder screenshot"),
      additionalImg2: coverAlt(`${project.title} · screen 2`, "Placeholder screenshot"),
    };
    refs.set(project.title, await publish("projects", project, files, alt, 60 - index * 4, project.likeCount ?? 0, likers));
  }
  for (const [index, comment] of (PROJECT_COMMENTS as { project: string; author: string; text: string }[]).entries()) {
    const author = people.get(comment.author);
    const project = refs.get(comment.project);
    if (!author || !project) throw new Error(`Demo comment on ${comment.project} by ${comment.author}: no such project or person`);
    const batch = db().batch();
    batch.set(project.collection("comments").doc(), {
      authorUid: author.uid,
      username: author.username,
      text: comment.text,
      createdAt: daysAgo(10 - index),
    });
    batch.update(project, { commentCount: FieldValue.increment(1) });
    await batch.commit();
  }
}

async function seedWritings(kind: "articles" | "blogs", items: DemoItem[], dayOffset: number, likers: Person[]) {
  for (const [index, writing] of items.entries()) {
    const hue = (dayOffset * 13 + index * 71) % 360;
    const category = String(writing.category);
    const files = await Promise.all([
      cover("mainImg", writing.title, hue),
      cover("img", category, (hue + 40) % 360),
      ...(writing.secondParagraph ? [cover("secondImg", category, (hue + 80) % 360)] : []),
    ]);
    const alt = {
      mainImg: coverAlt(writing.title),
      img: coverAlt(category, "Category card"),
      secondImg: coverAlt(category, "Category card"),
    };
    await publish(kind, writing, files, alt, dayOffset + index * 5, index * 3 + 2, likers);
  }
}

async function seedShortPosts(kind: "random-post" | "islamic", items: DemoItem[], dayOffset: number, likers: Person[]) {
  for (const [index, post] of items.entries()) {
    const file = await cover("file", post.title, (index * 97 + dayOffset) % 360);
    await publish(kind, post, [file], { fileUrl: coverAlt(post.title, "Picture") }, dayOffset + index * 2, index + 1, likers);
  }
}

/**
 * The owner's desk on a fresh site (issue 22): a draft, an item scheduled a few days ahead and one in the trash, which
 * only the owner sees, with their badges, in the lists' filters.
 */
async function seedDesk() {
  for (const [index, { kind, state, ...item }] of (DESK_ITEMS as (DemoItem & { kind: ItemKind; state: string })[]).entries()) {
    const fields = ITEM_SCHEMAS[kind].fieldsSchema.parse(item) as Record<string, unknown>;
    const field = ITEM_KINDS[kind].media[0]!.name;
    const files = [await cover(field, item.title, (index * 53 + 200) % 360)];
    const publishing = state === "scheduled" ? { status: "published" as const, publishAt: new Date(Date.now() + 3 * DAY) } : { status: "draft" as const };
    const id = await createItem(kind, fields, files, publishing);
    if (state === "trashed") await removeItem(kind, id);
  }
}

/** Every published kind's demo items, with the project comments, and the owner's desk. */
export async function seedContent(people: Map<string, Person>): Promise<void> {
  // The demo members like things; the owner's own likes would look odd.
  const likers = [...new Set(people.values())].slice(1);
  await Promise.all([
    seedProjects(people, likers),
    seedWritings("articles", ARTICLES, 3, likers),
    seedWritings("blogs", BLOGS, 1, likers),
    seedShortPosts("random-post", RANDOM_POSTS, 2, likers),
    seedShortPosts("islamic", DID_YOU_KNOW_POSTS, 4, likers),
    seedDesk(),
  ]);
}

/** Gives the items of a database seeded before drafts existed their status and publish time (issue 22). */
export const migrateItemStates = () => migrateLegacyItems();

/**
 * Gives the items of a database seeded before the list search existed their `searchWords` (issue 10), as the
 * publishing service now writes them, so the demo content is found by search there too. Items that have them
 * are left alone; an item the owner saves again gets fresh ones from the service anyway.
 */
export async function addMissingSearchWords(): Promise<number> {
  const writer = db().bulkWriter();
  let added = 0;
  for (const kind of ITEM_KIND_NAMES) {
    const { collection, searchFields } = ITEM_KINDS[kind];
    const snapshot = await db().collection(collection).select(...searchFields, "searchWords").get();
    for (const doc of snapshot.docs) {
      if (Array.isArray(doc.get("searchWords"))) continue;
      void writer.update(doc.ref, { searchWords: searchWordsOf(searchTextsOf(doc.data(), searchFields)) });
      added += 1;
    }
  }
  await writer.close();
  return added;
}
