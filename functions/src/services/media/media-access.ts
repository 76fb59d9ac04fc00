import { randomUUID } from "node:crypto";
import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import * as logs from "../../logs";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { bucket, db } from "../../firebase";

/**
 * Who can read an item's files (issue 31). A file is served at its Firebase download URL, which works for whoever
 * holds its token, whatever storage.rules say; so the token is what must change when the item leaves public view.
 *
 * - Leaving public view (the trash, back to a draft, a public item moved to a later time) and revoking a preview
 *   link give every file of the item a new token: `rotatedMedia` writes the new URLs into the item, in the same
 *   write as the change of state, so the item never points at a URL that is not its own.
 * - `settleMediaTokens` then makes each stored file answer only the token its URL in the item carries. It reads the
 *   item afresh and skips a file that already has it, so it is idempotent, and the item is the one record of which
 *   token is right. The rotation marks the item `mediaTokensPending`, cleared once every file is settled: a run
 *   that failed (Storage did not answer) leaves the mark, and the daily sweep settles what is marked
 *   (settlePendingMedia). The owner's call never fails for it: the change of state is already saved.
 * - Coming back (restore, publish) brings back the URLs it had when it was last public (returnedMedia), so what was
 *   copied then (a mail, a follower's server, a feed reader) shows its images again, and the hidden ones stop. An
 *   item that never was public, or one whose scheduled time comes, keeps its URLs: only the owner and preview
 *   holders had them. Every reader (page, lists, feeds, search, mail, fediverse objects, the owner's editor, the
 *   preview) reads the URLs from the item, so each shows the working ones.
 * - A scheduled item's files answer their URLs before its time: those URLs are in no public place until then (the
 *   public predicate keeps the item out of every list), only in the owner's desk and the preview.
 *
 * - Images in a long-form body (docs/long-form.md) are files of the item like the others: their URLs are listed in
 *   `bodyImages`, and a change of token rewrites them there and in the body's Markdown and HTML in the same write.
 *
 * Only files in the item's own folder are touched: an item's URL could name another item's file (the seed's copies
 * do), whose readers must not lose it. A token is changed by copying the file onto itself with the new token as its
 * only one: Storage replaces the object whole, in production and on the emulator alike (the emulator's metadata
 * update adds a token to those a file has rather than replacing them). It costs one metadata read and, for a file
 * that needs it, one copy inside Storage, at most about ten per item (each image has four WebP copies).
 */

interface FileUrl {
  path: string;
  token: string;
}

/** Set while the item's files may still answer a token its URLs no longer carry. */
const PENDING = "mediaTokensPending";

const ownFolder = (kind: ItemKind, id: string) => `media/${kind}/${id}/`;

/** The storage path and token of a download URL (`/v0/b/BUCKET/o/ENCODED_PATH?alt=media&token=TOKEN`), or null. */
function fileUrlOf(url: unknown): FileUrl | null {
  if (typeof url !== "string" || !url) return null;
  const parsed = URL.parse(url);
  const marker = parsed?.pathname.indexOf("/o/") ?? -1;
  const token = parsed?.searchParams.get("token");
  if (!parsed || marker < 0 || !token) return null;
  try {
    return { path: decodeURIComponent(parsed.pathname.slice(marker + 3)), token };
  } catch {
    return null;
  }
}

function withToken(url: string, token: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("token", token);
  return parsed.href;
}

/** A file field's URL and its WebP copies' URLs, as stored. */
function fieldUrls(data: DocumentData, stored: string): unknown[] {
  const copies = ((data.variants ?? {}) as Record<string, unknown>)[stored];
  const variantUrls = Array.isArray(copies) ? copies.map((copy: unknown) => (copy as { url?: unknown } | null)?.url) : [];
  return [data[stored], ...variantUrls];
}

/**
 * The item field listing the URL of each image uploaded for its body (services/items/body-images.ts). The body's
 * Markdown and HTML carry the same URLs, so a token changed here is changed there too (bodyWithTokens).
 */
export const BODY_IMAGES = "bodyImages";

const bodyImageUrls = (data: DocumentData): string[] =>
  Array.isArray(data[BODY_IMAGES]) ? (data[BODY_IMAGES] as unknown[]).filter((url): url is string => typeof url === "string") : [];

/** Every URL of the item's files in its own folder: each file field's, each of its WebP copies', each body image's. */
function ownUrls(kind: ItemKind, id: string, data: DocumentData): FileUrl[] {
  const folder = ownFolder(kind, id);
  return [...ITEM_KINDS[kind].media.flatMap((field) => fieldUrls(data, field.stored)), ...bodyImageUrls(data)]
    .map(fileUrlOf)
    .filter((each): each is FileUrl => each !== null && each.path.startsWith(folder));
}

/**
 * The body's Markdown and HTML with each old token swapped for its new one. A token is a random UUID that appears only
 * in its own URL, so swapping the token alone finds the URL however the HTML escaped its `&`. Split and join, never a
 * replacement pattern (DESIGN.md, Input before CPU).
 */
function bodyWithTokens(data: DocumentData, swaps: [from: string, to: string][]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of ["body", "bodyHtml"]) {
    const value: unknown = data[field];
    if (typeof value !== "string" || swaps.length === 0) continue;
    const swapped = swaps.reduce((text, [from, to]) => text.split(from).join(to), value);
    if (swapped !== value) changes[field] = swapped;
  }
  return changes;
}

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A body about to be saved, with each URL of the item's own body images at the token the item carries now: a
 * restored revision, or an editor opened before the item left public view, holds URLs whose tokens were changed
 * since, and would otherwise show broken images.
 */
export function withCurrentBodyTokens(source: string, data: DocumentData): string {
  let text = source;
  for (const url of bodyImageUrls(data)) {
    const file = fileUrlOf(url);
    if (!file) continue;
    const marker = `${encodeURIComponent(file.path)}?alt=media&token=`;
    const parts = text.split(marker);
    text = parts.map((part, index) => (index > 0 && TOKEN.test(part.slice(0, 36)) ? file.token + part.slice(36) : part)).join(marker);
  }
  return text;
}

/** The URLs the item's files had while it was public, by stored field, kept while it is hidden. */
const PUBLIC_MEDIA = "publicMedia";

/**
 * The changes that give each of the item's own files a new token, as dotted update paths: each file field's URL and
 * its WebP copies. A field with no file of its own is left as it is. `leavingPublic`: the item was public until
 * now, so the URLs it has are kept (PUBLIC_MEDIA) for its return (returnedMedia).
 */
export function rotatedMedia(kind: ItemKind, id: string, data: DocumentData, leavingPublic = false): Record<string, unknown> {
  if (ownUrls(kind, id, data).length === 0) return {};
  const folder = ownFolder(kind, id);
  const own = (url: unknown): url is string => (fileUrlOf(url)?.path.startsWith(folder) ?? false);
  const variants = (data.variants ?? {}) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const field of ITEM_KINDS[kind].media) {
    const url: unknown = data[field.stored];
    if (own(url)) changes[field.stored] = withToken(url, randomUUID());
    const copies = variants[field.stored];
    if (Array.isArray(copies) && copies.some((copy: { url?: unknown } | null) => own(copy?.url))) {
      changes[`variants.${field.stored}`] = copies.map((copy: { url?: unknown } | null) =>
        own(copy?.url) ? { ...copy, url: withToken(copy.url, randomUUID()) } : copy,
      );
    }
    kept[field.stored] = { url: data[field.stored] ?? "", variants: Array.isArray(copies) ? copies : [] };
  }
  // The body's images, and the body's Markdown and HTML that show them, move to the new tokens in the same write.
  const bodyUrls = bodyImageUrls(data);
  if (bodyUrls.some(own)) {
    const swaps: [string, string][] = [];
    changes[BODY_IMAGES] = bodyUrls.map((url) => {
      const file = fileUrlOf(url);
      if (!own(url) || !file) return url;
      const token = randomUUID();
      swaps.push([file.token, token]);
      return withToken(url, token);
    });
    Object.assign(changes, bodyWithTokens(data, swaps));
  }
  kept[BODY_IMAGES] = bodyUrls;
  // An item leaving public view has its public URLs now: they replace any kept from an earlier time (a public item
  // rescheduled, public again at its time without a restore, then trashed must come back with the later URLs).
  const keep = leavingPublic ? { [PUBLIC_MEDIA]: kept } : {};
  return { ...changes, ...keep, [PENDING]: true };
}

const sameFiles = (a: unknown[], b: unknown[]) =>
  JSON.stringify(a.map((url) => fileUrlOf(url)?.path ?? "")) === JSON.stringify(b.map((url) => fileUrlOf(url)?.path ?? ""));

/**
 * The changes that bring back the URLs an item's files had when it was last public, as it becomes public again
 * (restore, publish): every copy made of it then (mail already sent, a follower's server, a feed reader) shows its
 * images again. A field whose file was replaced or removed meanwhile keeps what it has now.
 */
export function returnedMedia(kind: ItemKind, data: DocumentData): Record<string, unknown> {
  const kept = data[PUBLIC_MEDIA] as Record<string, { url?: unknown; variants?: unknown } | undefined> | undefined;
  if (!kept || typeof kept !== "object") return {};
  const changes: Record<string, unknown> = { [PUBLIC_MEDIA]: FieldValue.delete(), [PENDING]: true };
  for (const field of ITEM_KINDS[kind].media) {
    const then = kept[field.stored];
    if (!then || typeof then.url !== "string" || !Array.isArray(then.variants)) continue;
    const thenUrls = [then.url, ...then.variants.map((copy: unknown) => (copy as { url?: unknown } | null)?.url)];
    if (!sameFiles(thenUrls, fieldUrls(data, field.stored))) continue;
    changes[field.stored] = then.url;
    changes[`variants.${field.stored}`] = then.variants;
  }
  // Each body image still in the item gets back the token it had then; one added while hidden keeps its own.
  const thenBody: unknown = (kept as Record<string, unknown>)[BODY_IMAGES];
  if (Array.isArray(thenBody)) {
    const tokenThen = new Map(thenBody.map(fileUrlOf).flatMap((file) => (file ? [[file.path, file.token] as const] : [])));
    const swaps: [string, string][] = [];
    const urls = bodyImageUrls(data).map((url) => {
      const file = fileUrlOf(url);
      const then = file ? tokenThen.get(file.path) : undefined;
      if (!file || !then || then === file.token) return url;
      swaps.push([file.token, then]);
      return withToken(url, then);
    });
    if (swaps.length > 0) Object.assign(changes, { [BODY_IMAGES]: urls }, bodyWithTokens(data, swaps));
  }
  return changes;
}

/** Makes one file answer only `token`; a file already so is left alone, and one that is gone is fine. */
async function settleFile({ path, token }: FileUrl): Promise<void> {
  const file = bucket().file(path);
  let metadata: { contentType?: string; cacheControl?: string; generation?: string | number; metadata?: Record<string, unknown> };
  try {
    [metadata] = await file.getMetadata();
  } catch (error) {
    if ((error as { code?: number }).code === 404) return;
    throw error;
  }
  if (metadata.metadata?.firebaseStorageDownloadTokens === token) return;
  await file.copy(file, {
    contentType: metadata.contentType,
    cacheControl: metadata.cacheControl,
    metadata: { firebaseStorageDownloadTokens: token },
    // Only over the version just read: a settle of an older state of the item that copies late must fail (412)
    // rather than put back a token the item no longer carries (settleMediaTokens then reads the item again).
    ...(metadata.generation !== undefined ? { preconditionOpts: { ifGenerationMatch: Number(metadata.generation) } } : {}),
  });
}

const isPreconditionFailure = (reason: unknown) => (reason as { code?: number } | null)?.code === 412;

const itemRef = (kind: ItemKind, id: string) => db().collection(ITEM_KINDS[kind].collection).doc(id);

/**
 * Makes every file of the item answer only the token its URL in the item carries, then clears the item's mark,
 * unless the item changed meanwhile (that change settles it again). A failure is logged, never thrown: the mark
 * stays for the daily sweep. Answers whether every file was settled.
 */
export async function settleMediaTokens(kind: ItemKind, id: string, retries = 2): Promise<boolean> {
  const snapshot = await itemRef(kind, id).get();
  const data = snapshot.data();
  if (!data) return true;
  const files = ownUrls(kind, id, data);
  const results = await Promise.allSettled(files.map(settleFile));
  // Another settle changed a file between this one's read and its copy: start again from the item as it is now.
  if (retries > 0 && results.some((result) => result.status === "rejected" && isPreconditionFailure(result.reason))) {
    return settleMediaTokens(kind, id, retries - 1);
  }
  const failed = files.filter((_, index) => results[index]?.status === "rejected");
  if (failed.length > 0) {
    logs.mediaTokensNotChanged(kind, id, failed.map((file) => file.path));
    return false;
  }
  if (data[PENDING] === true) {
    await itemRef(kind, id)
      .update({ [PENDING]: FieldValue.delete() }, { lastUpdateTime: snapshot.updateTime })
      .catch(() => undefined);
  }
  return true;
}

/** The most marked items one sweep settles per kind; the next run takes the rest. */
const SETTLES_PER_RUN = 200;

/** Settles the items whose files a rotation left unsettled; answers how many it settled. */
export async function settlePendingMedia(): Promise<number> {
  let settled = 0;
  for (const kind of ITEM_KIND_NAMES) {
    const marked = await db().collection(ITEM_KINDS[kind].collection).where(PENDING, "==", true).limit(SETTLES_PER_RUN).select().get();
    for (const doc of marked.docs) if (await settleMediaTokens(kind, doc.id)) settled += 1;
  }
  return settled;
}
