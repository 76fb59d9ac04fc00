import { FieldValue } from "firebase-admin/firestore";
import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import type { MediaField } from "../contract/media";
import { searchTextsOf, searchWordsOf } from "../contract/search-words";
import { db } from "../firebase";
import { DomainError } from "./domain-error";
import { allSavedOrNone, checkUploads, prepareMedia, saveMedia, type CheckedUpload, type StoredMedia } from "./media-files";
import type { UploadedFile } from "./media-types";
import { removeFiles, removeFolder } from "./media-storage";
import { forgetPublicReads } from "./public-read-cache";

/**
 * The owner's create, edit and delete of the five published kinds, written once from the kind table.
 *
 * An item document holds its text fields, the URL of each file under the field name the spec gives it,
 * `variants` (the WebP copies of each image, for srcset), `mediaPaths` (every storage path of each file,
 * so a replaced file can be removed), exact `likeCount` and `commentCount` counters, and `searchWords` (the words
 * of the kind's search fields, for the list search; see contract/search-words.ts), never part of an answer.
 * Files live under media/{kind}/{itemId}/ with generated names.
 *
 * Order keeps the database and storage in step: every file is checked, and every image rendered, before
 * anything is written; files are saved before the document points at them and removed again if the write
 * fails; replaced or deleted files are removed only after the write succeeded.
 */

/** Text fields already validated with the kind's schema. */
export type ItemFields = Record<string, unknown>;

const collectionOf = (kind: ItemKind) => db().collection(ITEM_KINDS[kind].collection);
const mediaFolder = (kind: ItemKind, id: string) => `media/${kind}/${id}`;
const notFound = (kind: ItemKind) => new DomainError("not-found", ITEM_KINDS[kind].notFound);

/** The words the list search finds an item by, from its text fields as saved (they are all sent on create and edit). */
const searchWordsFor = (kind: ItemKind, fields: ItemFields) => searchWordsOf(searchTextsOf(fields, ITEM_KINDS[kind].searchFields));

/** Renders one upload at a time (memory), then saves them all; if one save fails, none stays. */
async function storeUploads(kind: ItemKind, id: string, uploads: CheckedUpload[]): Promise<Map<MediaField, StoredMedia>> {
  const prepared = [];
  for (const upload of uploads) prepared.push(await prepareMedia(upload));
  const saves = prepared.map(async (each) => [each.field, await saveMedia(mediaFolder(kind, id), each)] as const);
  await allSavedOrNone(saves, ([, media]) => media.paths);
  return new Map(await Promise.all(saves));
}

const pathsOf = (stored: Map<MediaField, StoredMedia>) => [...stored.values()].flatMap((media) => media.paths);

/** A new item's file fields: each URL under its field, with its variants and storage paths. */
function newMedia(kind: ItemKind, stored: Map<MediaField, StoredMedia>): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  const variants: Record<string, unknown> = {};
  const mediaPaths: Record<string, unknown> = {};
  for (const field of ITEM_KINDS[kind].media) {
    const media = stored.get(field);
    document[field.stored] = media?.url ?? "";
    variants[field.stored] = media?.variants ?? [];
    mediaPaths[field.stored] = media?.paths ?? [];
  }
  return { ...document, variants, mediaPaths };
}

/** Changed file fields as dotted paths, so an update leaves the other files' entries alone. */
function changedMedia(field: MediaField, media: StoredMedia | null): Record<string, unknown> {
  return {
    [field.stored]: media?.url ?? "",
    [`variants.${field.stored}`]: media?.variants ?? [],
    [`mediaPaths.${field.stored}`]: media?.paths ?? [],
  };
}

/** Creates an item with its files; answers the new id. */
export async function createItem(kind: ItemKind, fields: ItemFields, files: UploadedFile[]): Promise<string> {
  const uploads = checkUploads(ITEM_KINDS[kind].media, files);
  const ref = collectionOf(kind).doc();
  const stored = await storeUploads(kind, ref.id, uploads);
  try {
    await ref.create({
      ...fields,
      searchWords: searchWordsFor(kind, fields),
      ...newMedia(kind, stored),
      likeCount: 0,
      commentCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    await removeFiles(pathsOf(stored));
    throw error;
  }
  // The lists, searches, feeds and sitemap this instance keeps show it at once.
  forgetPublicReads();
  return ref.id;
}

/**
 * Replaces an item's text fields and the files that were sent; the other files stay. `clear` names
 * optional files to remove without a replacement.
 */
export async function updateItem(
  kind: ItemKind,
  id: string,
  fields: ItemFields,
  files: UploadedFile[],
  clear: string[] = [],
): Promise<void> {
  const media = ITEM_KINDS[kind].media;
  const uploads = checkUploads(media, files);
  const cleared = clear.map((name) => {
    const field = media.find((each) => each.name === name && !each.requiredOnCreate);
    if (!field) throw new DomainError("invalid", `The file ${name} cannot be removed.`, { [name]: "This file cannot be removed." });
    return field;
  });
  const ref = collectionOf(kind).doc(id);
  // Known before any image is rendered or stored, so a wrong id costs nothing.
  if (!(await ref.get()).exists) throw notFound(kind);
  const stored = await storeUploads(kind, id, uploads);
  let orphaned: string[];
  try {
    orphaned = await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw notFound(kind);
      const oldPaths = (snapshot.get("mediaPaths") ?? {}) as Record<string, unknown>;
      const changes: Record<string, unknown> = {
        ...fields,
        searchWords: searchWordsFor(kind, fields),
        updatedAt: FieldValue.serverTimestamp(),
      };
      for (const field of cleared) Object.assign(changes, changedMedia(field, null));
      for (const [field, media] of stored) Object.assign(changes, changedMedia(field, media));
      transaction.update(ref, changes);
      return [...cleared, ...stored.keys()].flatMap((field) => {
        const paths = oldPaths[field.stored];
        return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === "string") : [];
      });
    });
  } catch (error) {
    await removeFiles(pathsOf(stored));
    throw error;
  }
  forgetPublicReads();
  await removeFiles(orphaned);
}

/** Deletes an item with its likes and comments (in batches) and then its files. */
export async function deleteItem(kind: ItemKind, id: string): Promise<void> {
  const ref = collectionOf(kind).doc(id);
  if (!(await ref.get()).exists) throw notFound(kind);
  await db().recursiveDelete(ref);
  forgetPublicReads();
  await removeFolder(mediaFolder(kind, id));
}
