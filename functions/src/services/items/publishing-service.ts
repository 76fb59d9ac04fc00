import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { AltTexts } from "../../contract/alt-text";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import type { Publishing } from "../../contract/item-status-schemas";
import type { MediaField } from "../../contract/media";
import { searchTextsOf, searchWordsOf } from "../../contract/search-words";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { text } from "../firestore-values";
import { allSavedOrNone, checkUploads, prepareMedia, saveMedia, type CheckedUpload, type StoredMedia } from "../media/media-files";
import type { UploadedFile } from "../media/media-types";
import { removeFiles } from "../media/media-storage";
import { isPublicItem, itemStateOf, PUBLISH_AT, STATUS } from "./visibility";
import { returnedMedia, rotatedMedia, settleMediaTokens, withCurrentBodyTokens } from "../media/media-access";
import { forgetPublicReads } from "../public-read-cache";
import { noteSearchChange } from "../search/log";
import { renderedBodyFields, splitBody, takesBody } from "./long-form";
import { keepRevision, pruneRevisions } from "./revisions";
import { recordItemAudit, savedAction } from "./item-audit";

/**
 * The owner's create, edit and delete of the five published kinds, written once from the kind table.
 *
 * An item document holds its text fields, the URL of each file under the field name the spec gives it,
 * `variants` (the WebP copies of each image, for srcset), `alt` (the owner's alt text of each image, by the same
 * stored name; contract/alt-text.ts), `mediaPaths` (every storage path of each file,
 * so a replaced file can be removed), exact `likeCount` and `commentCount` counters, and `searchWords` (the words
 * of the kind's search fields, for the list search; see contract/search-words.ts), never part of an answer.
 * Files live under media/{kind}/{itemId}/ with generated names. `status` and `publishAt` say when it is public
 * (services/items/visibility.ts); a delete moves it to the trash (services/items/trash.ts).
 *
 * Order keeps the database and storage in step: every file is checked, and every image rendered, before
 * anything is written; files are saved before the document points at them and removed again if the write
 * fails; replaced or deleted files are removed only after the write succeeded.
 */

/** Text fields already validated with the kind's schema. */
export type ItemFields = Record<string, unknown>;

export const collectionOf = (kind: ItemKind) => db().collection(ITEM_KINDS[kind].collection);
export const mediaFolder = (kind: ItemKind, id: string) => `media/${kind}/${id}`;
export const notFound = (kind: ItemKind) => new DomainError("not-found", ITEM_KINDS[kind].notFound);
const inTrash = (kind: ItemKind) =>
  new DomainError("conflict", `This ${ITEM_KINDS[kind].label} is in the trash. Restore it before editing it.`);

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

/**
 * The stored state of a new item: published now unless it says otherwise. A draft's publishAt is when it was
 * saved, which orders the owner's lists; a published item's is when it is (or will be) public.
 */
function newPublication(publishing: Publishing): Record<string, unknown> {
  const status = publishing.status ?? "published";
  const publishAt = publishing.publishAt ? Timestamp.fromDate(publishing.publishAt) : FieldValue.serverTimestamp();
  return { [STATUS]: status, [PUBLISH_AT]: publishAt };
}

/**
 * How an edit changes an item's state. Without `status` the state stays (a new `publishAt` reschedules a published
 * item). Publishing a draft makes it public now, or at `publishAt`; an edit of a published item keeps its time, so
 * its date never moves. Publishing now ends the preview link: the page is public. A trashed item is restored first.
 */
function changedPublication(stored: DocumentData, publishing: Publishing, notInTrash: () => DomainError): Record<string, unknown> {
  const state = itemStateOf(stored);
  if (state === "trashed") throw notInTrash();
  const status = publishing.status ?? (state === "draft" ? "draft" : "published");
  const changes: Record<string, unknown> = { [STATUS]: status };
  if (publishing.publishAt) changes[PUBLISH_AT] = Timestamp.fromDate(publishing.publishAt);
  else if (status === "published" && state === "draft") changes[PUBLISH_AT] = FieldValue.serverTimestamp();
  else if (stored[STATUS] === undefined) changes[PUBLISH_AT] = stored.createdAt;
  // A draft scheduled for later keeps its preview link until its time (the link shows the public page after it).
  // Once an item is public its document, token included, is readable by any client (firestore.rules), so the token
  // ends at the first change made after that: it must not open the item when it leaves public view again.
  const publicNow = status === "published" && (!publishing.publishAt || publishing.publishAt.getTime() <= Date.now());
  if (publicNow || state === "published") changes.previewToken = FieldValue.delete();
  return changes;
}

/**
 * How an edit changes who can read the item's files (media-access.ts): one that takes a public item out of public
 * view (back to a draft, or to a time still to come) gives them new URLs, as the trash does; one that makes it
 * public again brings back the URLs it had when it was last public.
 */
function mediaChangesOf(kind: ItemKind, id: string, stored: DocumentData, changes: Record<string, unknown>): Record<string, unknown> {
  const publishAt = changes[PUBLISH_AT];
  // A publish time set by the server is now.
  const at = publishAt instanceof Timestamp ? publishAt : publishAt !== undefined ? Timestamp.now() : stored[PUBLISH_AT] ?? stored.createdAt;
  const before = isPublicItem(stored);
  const after = isPublicItem({ ...stored, ...changes, [PUBLISH_AT]: at });
  if (before && !after) return rotatedMedia(kind, id, stored, true);
  if (!before && after) return returnedMedia(kind, stored);
  return {};
}

/** The alt texts of a new item: those of the images it has; an empty one is none. */
function newAltTexts(alt: AltTexts, stored: Map<MediaField, StoredMedia>): AltTexts {
  const kept: AltTexts = {};
  for (const field of stored.keys()) {
    const text = alt[field.stored];
    if (text) kept[field.stored] = text;
  }
  return kept;
}

/**
 * How an edit changes the alt texts, as dotted paths: each sent one is set, or removed when sent empty; those left
 * out stay (an API caller that sends only a new title keeps them). A removed file's alt text goes with it.
 */
function changedAltTexts(alt: AltTexts, cleared: MediaField[]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [stored, text] of Object.entries(alt)) changes[`alt.${stored}`] = text ? text : FieldValue.delete();
  for (const field of cleared) changes[`alt.${field.stored}`] = FieldValue.delete();
  return changes;
}

/**
 * Creates an item with its files and their alt texts, public now unless `publishing` says otherwise; answers the
 * new id.
 */
export async function createItem(
  kind: ItemKind,
  fields: ItemFields,
  files: UploadedFile[],
  publishing: Publishing = {},
  alt: AltTexts = {},
): Promise<string> {
  const uploads = checkUploads(ITEM_KINDS[kind].media, files);
  // The body is rendered before any file is stored, so one that cannot be kept costs no upload.
  const { fields: textFields, body } = splitBody(fields);
  const longForm = takesBody(kind) && body !== undefined ? await renderedBodyFields(body, false) : {};
  const ref = collectionOf(kind).doc();
  const stored = await storeUploads(kind, ref.id, uploads);
  try {
    // One batch: the item and its search log entry (services/search/log.ts) are written together or not at all.
    const batch = db().batch();
    batch.create(ref, {
      ...textFields,
      ...longForm,
      searchWords: searchWordsFor(kind, textFields),
      ...newMedia(kind, stored),
      alt: newAltTexts(alt, stored),
      ...newPublication(publishing),
      likeCount: 0,
      commentCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    noteSearchChange(batch, kind, ref.id);
    keepRevision(batch, ref, undefined, { ...textFields, ...(takesBody(kind) ? { body: body ?? "" } : {}) });
    await batch.commit();
  } catch (error) {
    await removeFiles(pathsOf(stored));
    throw error;
  }
  // The lists, searches, feeds and sitemap this instance keeps show it at once.
  forgetPublicReads();
  await pruneRevisions(ref);
  await recordItemAudit(savedAction(null, publishing), kind, ref.id, (fields as Record<string, unknown>).title);
  return ref.id;
}

/**
 * Replaces an item's text fields and the files that were sent; the other files stay. `clear` names
 * optional files to remove without a replacement. `alt` has the alt texts sent (see changedAltTexts).
 */
export async function updateItem(
  kind: ItemKind,
  id: string,
  fields: ItemFields,
  files: UploadedFile[],
  clear: string[] = [],
  publishing: Publishing = {},
  alt: AltTexts = {},
  /** The revision this save restores (services/items/revisions.ts), or null for an edit. */
  restoredFrom: string | null = null,
): Promise<void> {
  const media = ITEM_KINDS[kind].media;
  const uploads = checkUploads(media, files);
  const cleared = clear.map((name) => {
    const field = media.find((each) => each.name === name && !each.requiredOnCreate);
    if (!field) throw new DomainError("invalid", `The file ${name} cannot be removed.`, { [name]: "This file cannot be removed." });
    return field;
  });
  const ref = collectionOf(kind).doc(id);
  // Known before any image is rendered or stored, so a wrong id or a trashed item costs nothing.
  const before = await ref.get();
  if (!before.exists) throw notFound(kind);
  changedPublication(before.data() ?? {}, publishing, () => inTrash(kind));
  // A body left out stays as it is; one sent is rendered now, before any file is stored.
  const { fields: textFields, body: sent } = splitBody(fields);
  // The body's own images at the tokens they have now: a restored revision may carry tokens changed since.
  const body = sent === undefined ? undefined : withCurrentBodyTokens(sent, before.data() ?? {});
  const longForm = takesBody(kind) && body !== undefined ? await renderedBodyFields(body, true) : {};
  const stored = await storeUploads(kind, id, uploads);
  let orphaned: string[];
  let tokensChanged = false;
  try {
    orphaned = await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw notFound(kind);
      const oldPaths = (snapshot.get("mediaPaths") ?? {}) as Record<string, unknown>;
      const publication = changedPublication(snapshot.data() ?? {}, publishing, () => inTrash(kind));
      // With the body this edit saves, whose images' URLs change with the item's other files.
      const mediaChanges = mediaChangesOf(kind, id, { ...snapshot.data(), ...longForm }, publication);
      tokensChanged = Object.keys(mediaChanges).length > 0;
      const changes: Record<string, unknown> = {
        ...textFields,
        ...longForm,
        searchWords: searchWordsFor(kind, textFields),
        ...publication,
        ...changedAltTexts(alt, cleared),
        // New files sent with the edit get their own new URLs below.
        ...mediaChanges,
        updatedAt: FieldValue.serverTimestamp(),
      };
      for (const field of cleared) Object.assign(changes, changedMedia(field, null));
      for (const [field, media] of stored) Object.assign(changes, changedMedia(field, media));
      transaction.update(ref, changes);
      noteSearchChange(transaction, kind, id);
      // A body left out of the edit is kept, and so the revision keeps the stored one.
      const keptBody = takesBody(kind) ? { body: body ?? text(snapshot.get("body")) } : {};
      keepRevision(transaction, ref, snapshot.data(), { ...textFields, ...keptBody }, restoredFrom);
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
  await pruneRevisions(ref);
  await removeFiles(orphaned);
  if (tokensChanged) await settleMediaTokens(kind, id);
  await recordItemAudit(savedAction(itemStateOf(before.data() ?? {}), publishing), kind, id, (fields as Record<string, unknown>).title);
}
