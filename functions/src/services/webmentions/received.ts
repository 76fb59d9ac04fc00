import { FieldValue, type DocumentData, type DocumentReference } from "firebase-admin/firestore";
import * as logs from "../../logs";
import { isSiteOrigin } from "../../config";
import { isDocumentId } from "../../contract/document-ids";
import type { RemoteAuthor } from "../../contract/fediverse-schemas";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { WEB_SERVER_LABEL, WEBMENTION_LIMITS, WEBMENTION_MESSAGES, type WebmentionType } from "../../contract/webmentions";
import { db } from "../../firebase";
import { fediverseBundle } from "../../fediverse-bundle";
import { deleteRemoteReply, storeRemoteReply, updateRemoteReply } from "../../fediverse/services/replies";
import { DomainError } from "../domain-error";
import { writeCounted } from "../engagement/counted-records";
import { collectionOf } from "../items/publishing-service";
import { isPublicItem } from "../items/visibility";
import { consume } from "../rate-limits";
import { digest } from "../secrets";
import { guardedFetch } from "./guarded-fetch";
import { comparableUrl, readSourcePage, type SourceReading } from "./source-page";
import { queueWebmentionTask } from "./tasks";

/**
 * Webmentions received (W3C Webmention 3.2; issue 37). Each lives in webmentions/{digest of source and target}, so a
 * mention sent again changes the same record. Likes and reposts are counted on the item (`webLikeCount`,
 * `webRepostCount`) with their record, as fediverse likes and boosts are; a reply goes into moderation by the
 * fediverse's own path (fediverseReplies, fediverse/services/replies.ts), so the owner has one inbox and an approved
 * reply becomes a comment like any other. Closed to every client (firestore.rules).
 */
export const WEBMENTIONS = "webmentions";

const COUNTER_OF: Partial<Record<WebmentionType, string>> = { like: "webLikeCount", repost: "webRepostCount" };

/** Where a web reply's author is said to come from, beside their name ("via the web"). */

const mentionRef = (source: string, target: string) => db().collection(WEBMENTIONS).doc(digest(`${source}\n${target}`));
/** The id of the reply a mention made, in fediverseReplies (keyed by it as a note's id would be). */
const replyNoteId = (mentionId: string) => `webmention:${mentionId}`;

interface TargetItem {
  kind: ItemKind;
  id: string;
  title: string;
}

/** The public item a target names (`{origin}{pagePath}/{id}`, on this site's origin), or null. */
async function publicTargetOf(target: string): Promise<TargetItem | null> {
  const url = comparableUrl(target);
  if (!url) return null;
  const { origin, pathname } = new URL(url);
  if (!isSiteOrigin(origin)) return null;
  const [segment, id, ...rest] = pathname.split("/").filter(Boolean);
  const kind = ITEM_KIND_NAMES.find((name) => ITEM_KINDS[name].pagePath === `/${segment ?? ""}`);
  if (!kind || !id || rest.length > 0 || !isDocumentId(id)) return null;
  const data = (await collectionOf(kind).doc(id).get()).data();
  return isPublicItem(data) ? { kind, id, title: typeof data?.title === "string" ? data.title : "" } : null;
}

const networkBucket = (address: string) => ({
  name: "webmention-network",
  subject: address,
  limit: WEBMENTION_LIMITS.perNetwork.limit,
  windowMs: WEBMENTION_LIMITS.perNetwork.windowMs,
  message: WEBMENTION_MESSAGES.tooMany,
});

/**
 * Takes a webmention at our endpoint: the sender's network within its rate (each try counts, a refused one too: each
 * costs a read), the target one of this site's public item pages (400 otherwise), and then the check is queued;
 * nothing is fetched or stored in the request.
 */
export async function acceptWebmention(source: string, target: string, address: string): Promise<void> {
  await consume([networkBucket(address)]);
  if (!(await publicTargetOf(target))) throw new DomainError("invalid", WEBMENTION_MESSAGES.unknownTarget, { target: WEBMENTION_MESSAGES.unknownTarget });
  await queueWebmentionTask({ type: "receive", source, target });
}

/**
 * The queued check (3.2.2): fetches the source under the guard, and stores what it says of the target, or removes the
 * mention when the source is gone (404, 410), no longer links to the target, or the target is no longer public.
 * A source that cannot be read for another reason leaves the mention as it was.
 */
export async function verifyWebmention(source: string, target: string): Promise<void> {
  const ref = mentionRef(source, target);
  const item = await publicTargetOf(target);
  if (!item) return removeMention(ref);
  const page = await guardedFetch(source);
  if (page && (page.status === 404 || page.status === 410)) return removeMention(ref);
  if (!page || page.status < 200 || page.status > 299) {
    logs.webmentionSourceUnreachable(source, page?.status ?? null);
    return;
  }
  const reading = page.html ? readSourcePage(page.html, source, target) : null;
  if (!reading?.linksToTarget) return removeMention(ref);
  await storeMention(ref, source, target, item, reading);
}

const counterMoves = (data: DocumentData) => {
  const field = COUNTER_OF[data.type as WebmentionType];
  return field ? [{ doc: collectionOf(data.kind as ItemKind).doc(String(data.itemId)), fields: { [field]: 1 } }] : [];
};

/** Removes a mention and its effect: its count on the item, or its reply (waiting, or shown under the item). */
async function removeMention(ref: DocumentReference): Promise<void> {
  const before = (await ref.get()).data();
  if (!before) return;
  if (before.type === "reply") await deleteRemoteReply(replyNoteId(ref.id), String(before.source));
  const moves = counterMoves(before);
  // A counted one leaves with its count; with its item purged there is no count left to take back.
  if (moves.length > 0 && (await moves[0]!.doc.get()).exists) await writeCounted("delete", ref, {}, moves);
  else await ref.delete();
}

async function storeMention(ref: DocumentReference, source: string, target: string, item: TargetItem, reading: SourceReading): Promise<void> {
  const record = {
    source,
    target,
    kind: item.kind,
    itemId: item.id,
    type: reading.type,
    text: reading.text,
    author: reading.author,
    updatedAt: FieldValue.serverTimestamp(),
  };
  const before = (await ref.get()).data();
  if (before && before.type === reading.type && before.kind === item.kind && before.itemId === item.id) {
    // The same kind of mention again: its text and author (name and picture) change in place, an approved reply
    // stays shown.
    if (reading.type === "reply") {
      await updateRemoteReply(replyNoteId(ref.id), source, reading.text, NO_WARNING, await replyAuthorOf(reading, source));
    }
    await ref.update(record);
    return;
  }
  if (before) await removeMention(ref);
  const created = { ...record, createdAt: FieldValue.serverTimestamp() };
  const moves = counterMoves(created);
  if (moves.length > 0) {
    await writeCounted("create", ref, created, moves);
    return;
  }
  await ref.set(created);
  if (reading.type === "reply") {
    await storeRemoteReply({
      noteId: replyNoteId(ref.id),
      url: source,
      kind: item.kind,
      itemId: item.id,
      itemTitle: item.title,
      parent: null,
      text: reading.text,
      author: await replyAuthorOf(reading, source),
      authorActorId: source,
      audience: "public",
      ...NO_WARNING,
      images: [],
    });
  }
}

/** A web page has no content warning. */
const NO_WARNING = { contentWarning: "", sensitive: false };

/** Who wrote a reply from the web: their name links to the source page (a comment's handle links to `url`), marked "via the web". */
async function replyAuthorOf(reading: SourceReading, source: string): Promise<RemoteAuthor> {
  return { name: "", handle: reading.author.name || new URL(source).host, url: source, avatar: await photoOf(reading, source), server: WEB_SERVER_LABEL };
}

/**
 * The reply author's h-card photo, copied into our Storage as a fediverse author's picture is (96 px WebP, through the
 * fetch guard), so readers' browsers never call the author's site; "" (the default avatar) when there is none or it
 * cannot be taken. One copy per author, known by their h-card's address, or the source's when it has none.
 */
async function photoOf(reading: SourceReading, source: string): Promise<string> {
  if (!reading.author.photo) return "";
  return fediverseBundle().copiedRemoteAvatar(reading.author.url || source, reading.author.photo);
}
