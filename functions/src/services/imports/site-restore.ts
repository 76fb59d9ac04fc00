import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { DryRun } from "../../contract/import-jobs";
import { IMPORT_LIMITS } from "../../contract/import-job-names";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { searchTextsOf, searchWordsOf } from "../../contract/search-words";
import { EXPORT_FORMAT, EXPORT_MANIFEST_PATH, exportItemsPath, type ExportedItem, type ExportedRecord, type ExportManifest } from "../../contract/site-export";
import { bucket, db } from "../../firebase";
import { USERS } from "../accounts/users-service";
import { COMMENTS } from "../engagement/likes-and-comments";
import { REVIEWS } from "../engagement/reviews-service";
import { collectionOf } from "../items/publishing-service";
import { ANNOUNCEMENTS, announcementId } from "../mail/announcements";
import { downloadUrlPrefix } from "../media/media-storage";
import { EXPORTED_FILE_PREFIXES, MEDIA_PREFIX, REPLY_IMAGES_PREFIX } from "../exports/export-sources";
import { noteSearchChange } from "../search/log";
import { readChunk, readZipFile, saveChunk, saveZipFile } from "./import-files";
import { failImportJob, IMPORT_JOBS, importFolder, RESTORE_SOURCE } from "./import-jobs";
import { countCreated, emptyTally, type ChunkTally } from "./chunk-tally";

/**
 * Restoring this site's own export (contract/site-export.ts) into a site: every item in the state it had, at its own
 * id, with its comments and its files, and the reviews, so the public pages are the same pages. An item whose id is
 * taken already is left as it is (counted as already there). Accounts cannot travel in a file (their passwords and
 * second factors are not in it, by design): a comment or review whose author has no account here keeps the name and
 * picture their public profile had, marked imported, as a comment brought from WordPress is.
 */

type Restorable = { kind: ItemKind; item: ExportedItem } | { review: ExportedRecord };

/** What the restore needs of each member's public profile. */
type Profiles = Record<string, { username: string; profileImage: string }>;

const profilesPath = (jobId: string) => `${importFolder(jobId)}/members.json`;

function parsedJson<T>(files: Map<string, Uint8Array>, path: string, fallback: T): T {
  const bytes = files.get(path);
  if (!bytes) return fallback;
  return JSON.parse(Buffer.from(bytes).toString("utf8")) as T;
}

/** The read task's work for an export: the entries in chunks, its media files kept, and the dry run. */
export async function readExportForRestore(jobId: string, files: Map<string, Uint8Array>): Promise<void> {
  let manifest: ExportManifest;
  let queued: Restorable[];
  let profiles: Profiles;
  try {
    manifest = parsedJson<ExportManifest>(files, EXPORT_MANIFEST_PATH, {} as ExportManifest);
    if (manifest.format !== EXPORT_FORMAT) throw new Error("not an export");
    queued = ITEM_KIND_NAMES.flatMap((kind) => parsedJson<ExportedItem[]>(files, exportItemsPath(kind), []).map((item) => ({ kind, item })));
    queued.push(...parsedJson<ExportedRecord[]>(files, "reviews.json", []).map((review) => ({ review })));
    profiles = Object.fromEntries(
      parsedJson<ExportedRecord[]>(files, "members.json", []).map((member) => [
        member.id,
        { username: String(member.fields.username ?? ""), profileImage: String(member.fields.profileImage ?? "") },
      ]),
    );
  } catch {
    return failImportJob(jobId, "This export could not be read: its JSON files are not whole. Export the site again.");
  }
  if (queued.length > IMPORT_LIMITS.entries * 4) return failImportJob(jobId, "This export holds more records than one import takes.");
  for (let chunk = 0; chunk * IMPORT_LIMITS.entriesPerTask < queued.length; chunk++) {
    const start = chunk * IMPORT_LIMITS.entriesPerTask;
    await saveChunk(jobId, chunk, queued.slice(start, start + IMPORT_LIMITS.entriesPerTask));
  }
  await bucket().file(profilesPath(jobId)).save(JSON.stringify(profiles), { resumable: false, contentType: "application/json" });
  let mediaFiles = 0;
  for (const [path, bytes] of files) {
    if (!EXPORTED_FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    await saveZipFile(jobId, path, bytes);
    mediaFiles += 1;
  }
  await db()
    .collection(IMPORT_JOBS)
    .doc(jobId)
    .update({ status: "ready", source: RESTORE_SOURCE, siteTitle: manifest.origin ?? "", dryRun: await restoreDryRun(queued, mediaFiles), progress: { done: 0, total: queued.length } });
}

async function restoreDryRun(queued: Restorable[], mediaFiles: number): Promise<DryRun> {
  const items = queued.flatMap((each) => ("kind" in each ? [each] : []));
  const existing = await Promise.all(
    items.map(async ({ kind, item }) => (await collectionOf(kind).doc(item.id).get()).exists),
  );
  const reviews = queued.length - items.length;
  const counts = new Map<ItemKind, number>();
  for (const { kind } of items) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const notes = [
    { title: "Accounts", reason: "Members' accounts are not in an export: comments and reviews by members without an account here keep their names, marked imported." },
    ...(reviews > 0 ? [{ title: "Reviews", reason: `${reviews} reviews come back as they were.` }] : []),
  ];
  return {
    entries: items.length,
    types: [...counts].map(([kind, count]) => ({ type: kind, count, suggested: kind })),
    comments: items.reduce((sum, { item }) => sum + item.comments.length, 0),
    images: mediaFiles,
    oldLinks: 0,
    alreadyImported: existing.filter(Boolean).length,
    skipped: [],
    skippedCount: 0,
    notes,
    notesCount: notes.length,
  };
}

/** A record's fields with its Timestamps given back their type. */
function revived(record: ExportedRecord): DocumentData {
  const fields: DocumentData = { ...record.fields };
  for (const name of record.timestampFields) {
    const value: unknown = fields[name];
    if (typeof value === "string") fields[name] = Timestamp.fromDate(new Date(value));
  }
  return fields;
}

/** An author's record as it reads here: theirs if they have an account, else their name and picture, marked imported. */
function withAuthor(fields: DocumentData, accounts: Set<string>, profiles: Profiles): DocumentData {
  const uid = typeof fields.authorUid === "string" ? fields.authorUid : "";
  if (!uid || accounts.has(uid)) return fields;
  const profile = profiles[uid];
  return {
    ...fields,
    authorUid: "",
    username: profile?.username || fields.username || "Reader",
    ...(profile?.profileImage ? { profileImage: profile.profileImage } : {}),
    imported: { authorUrl: "" },
  };
}

/**
 * The item's stored text with its files' URLs pointing at this site's Storage: the exported URLs carry the old
 * site's Storage host and bucket; the files are saved here at the same paths with the same tokens, so only that
 * prefix changes. Found by the encoded folder (`media/`, `fediverse-media/`) that follows it, split and joined,
 * never a pattern.
 */
function withThisStorage(json: string): string {
  const prefixes = new Set<string>();
  for (const folder of EXPORTED_FILE_PREFIXES) {
    const marker = `/o/${encodeURIComponent(folder)}`;
    for (let at = json.indexOf(marker); at !== -1; at = json.indexOf(marker, at + marker.length)) {
      const start = json.lastIndexOf("http", at);
      if (start !== -1 && at - start < 300) prefixes.add(json.slice(start, at + 3));
    }
  }
  const here = downloadUrlPrefix();
  return [...prefixes].reduce((text, prefix) => text.split(prefix).join(here), json);
}

/** Every download token each of the item's files is named with in its record, by path. */
function tokensByPath(json: string, paths: string[]): Map<string, string[]> {
  const tokens = new Map<string, string[]>();
  for (const path of paths) {
    const marker = encodeURIComponent(path);
    const found = new Set<string>();
    for (let at = json.indexOf(marker); at !== -1; at = json.indexOf(marker, at + marker.length)) {
      const near = json.slice(at + marker.length, at + marker.length + 80);
      const token = /token=([0-9a-f-]{36})/.exec(near)?.[1];
      if (token) found.add(token);
    }
    tokens.set(path, [...found]);
  }
  return tokens;
}

/**
 * Copies the item's files from the job's folder to their own paths, readable at the tokens its record names: those
 * under its media folder, and the images of the fediverse replies its comments show (named in the comments).
 */
async function restoreFiles(jobId: string, kind: ItemKind, item: ExportedItem, json: string): Promise<number> {
  const folder = `${importFolder(jobId)}/files/`;
  const [kept] = await bucket().getFiles({ prefix: `${folder}${MEDIA_PREFIX}${kind}/${item.id}/` });
  const paths = [...kept.map((file) => file.name.slice(folder.length)), ...replyImagePaths(item)];
  const tokens = tokensByPath(json, paths);
  let restored = 0;
  for (const path of paths) {
    // An export made before reply images travelled names them in its comments but does not hold them.
    const bytes = await readZipFile(jobId, path);
    if (!bytes) continue;
    const named = tokens.get(path) ?? [];
    await bucket()
      .file(path)
      .save(bytes, {
        resumable: false,
        contentType: contentTypeOf(path),
        metadata: { cacheControl: "private, max-age=31536000, immutable", metadata: named.length > 0 ? { firebaseStorageDownloadTokens: named.join(",") } : {} },
      });
    restored += 1;
  }
  return restored;
}

/** The Storage paths of the reply images the item's comments show (replies.ts keeps each image's path). */
function replyImagePaths(item: ExportedItem): string[] {
  const paths = item.comments.flatMap((comment) => {
    const images: unknown = comment.fields.images;
    return Array.isArray(images) ? images.map((image: { path?: unknown }) => image?.path) : [];
  });
  return [...new Set(paths.filter((path): path is string => typeof path === "string" && path.startsWith(REPLY_IMAGES_PREFIX) && !path.includes("..")))];
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", mp4: "video/mp4", webm: "video/webm", ogg: "video/ogg" };
const contentTypeOf = (path: string) => CONTENT_TYPES[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";

/** Writes up to 400 records a batch. */
async function inBatches(writes: ((batch: FirebaseFirestore.WriteBatch) => void)[]): Promise<void> {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db().batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
}

async function restoreItem(jobId: string, kind: ItemKind, item: ExportedItem, accounts: Set<string>, profiles: Profiles, tally: ChunkTally) {
  const ref = collectionOf(kind).doc(item.id);
  const existing = await ref.get();
  if (existing.exists && existing.get("importedFrom.jobId") !== jobId) {
    tally.alreadyImported += 1;
    return;
  }
  const exported = JSON.stringify(item);
  tally.images += await restoreFiles(jobId, kind, item, exported);
  const moved = JSON.parse(withThisStorage(exported)) as ExportedItem;
  const fields = revived(moved);
  const comments = moved.comments.map((comment) => ({ id: comment.id, fields: withAuthor(revived(comment), accounts, profiles) }));
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [
    (batch) =>
      batch.set(ref, {
        ...fields,
        searchWords: searchWordsOf(searchTextsOf(fields, ITEM_KINDS[kind].searchFields)),
        importedFrom: { jobId, sourceId: `${kind}/${item.id}` },
      }),
    (batch) => noteSearchChange(batch, kind, item.id),
    // Restored items are no news to subscribers: the gate keeps the announcement sweep from mailing them.
    (batch) => batch.set(db().collection(ANNOUNCEMENTS).doc(announcementId(kind, item.id)), { id: item.id, state: "imported", pages: 0, mails: 0, createdAt: FieldValue.serverTimestamp() }),
    ...comments.map((comment) => (batch: FirebaseFirestore.WriteBatch) => batch.set(ref.collection(COMMENTS).doc(comment.id), comment.fields)),
  ];
  await inBatches(writes);
  tally.comments += comments.length;
  countCreated(tally, kind);
}

/** One chunk of a restore (import-running.ts runs it and keeps the tally). */
export async function restoreChunk(jobId: string, chunk: number): Promise<ChunkTally> {
  const tally = emptyTally();
  const queued = await readChunk<Restorable>(jobId, chunk);
  const [profileBytes] = await bucket().file(profilesPath(jobId)).download();
  const profiles = JSON.parse(profileBytes.toString("utf8")) as Profiles;
  const authors = queued.flatMap((each) => ("kind" in each ? each.item.comments : [each.review])).map((record) => String(record.fields.authorUid ?? ""));
  const uids = [...new Set(authors.filter(Boolean))];
  const accounts = new Set<string>();
  for (let start = 0; start < uids.length; start += 100) {
    const docs = await db().getAll(...uids.slice(start, start + 100).map((uid) => db().collection(USERS).doc(uid)));
    for (const doc of docs) if (doc.exists) accounts.add(doc.id);
  }
  for (const each of queued) {
    tally.processed += 1;
    if ("kind" in each) {
      await restoreItem(jobId, each.kind, each.item, accounts, profiles, tally);
      continue;
    }
    const ref = db().collection(REVIEWS).doc(each.review.id);
    if ((await ref.get()).exists) continue;
    await ref.set(withAuthor(revived(each.review), accounts, profiles));
  }
  return tally;
}
