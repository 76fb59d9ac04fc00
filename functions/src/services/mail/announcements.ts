import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { siteOrigin } from "../../config";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { DAY_MS, MAIL_LIMITS } from "../../contract/limits";
import { db } from "../../firebase";
import { altTextsOf, text, variantsOf } from "../firestore-values";
import { isPublicItem, publicItems, publishTimeOf, PUBLISH_AT } from "../items/visibility";
import type { PostNews } from "./messages";
import { readingMinutesOfStored } from "../items/long-form";
import { queueMailTask, taskName } from "./tasks";
import { addOne, bucketRef, currentWindow, type Bucket } from "../rate-limits";

/**
 * Announcing a new item exactly once (docs/email.md, "Sending exactly once"). Whatever asks (the publish call, the
 * task held until a scheduled item's time, a retry of either, the sweep), the item is read and must be public by
 * the one predicate (services/items/visibility.ts) and have become public lately; then announcements/{kind}_{id} is created
 * in a transaction. Only the caller that creates it goes on; a concurrent or later one finds it and stops. The
 * document keeps what the mail says, so each page of subscribers reads one small document, not the item.
 */
export const ANNOUNCEMENTS = "announcements";

export type AnnouncementState = "sending" | "over-daily-cap";

const NEW_POST_CAP: Bucket = {
  name: "new-post-mails",
  subject: "site",
  limit: MAIL_LIMITS.newPostMailsPerDay,
  windowMs: DAY_MS,
  message: "",
};

const IMAGE_PATH = /\.(jpe?g|png|gif|webp)$/i;

/** A mail is about 600 px wide: twice that is sharp on a phone's screen, and far lighter than the original photo. */
const MAIL_IMAGE_WIDTH = 1200;

/**
 * The copy of an image a mail shows: the narrowest resized copy at least as wide as the mail wants, or the widest
 * there is; the original only when it has no copies (an animated GIF, a small or older upload).
 */
function mailImageOf(original: string, copies: { width: number; url: string }[]): string {
  const wideEnough = copies.filter((copy) => copy.width >= MAIL_IMAGE_WIDTH).sort((a, b) => a.width - b.width)[0];
  const widest = [...copies].sort((a, b) => b.width - a.width)[0];
  return (wideEnough ?? widest)?.url ?? original;
}

/** The mail's content from the stored item: its title, first text, main image (a resized copy, never a video) and address. */
export function postNewsOf(kind: ItemKind, id: string, data: DocumentData): PostNews {
  const spec = ITEM_KINDS[kind];
  const summaryField = spec.shape === "project" ? "shortDescription" : spec.shape === "writing" ? "firstParagraph" : "desc";
  const imageField = spec.media[0]!.stored;
  const minutes = spec.shape === "writing" ? readingMinutesOfStored(data) : undefined;
  const fileUrl = text(data[imageField]);
  const isImage = fileUrl !== "" && IMAGE_PATH.test(decodeURIComponent(URL.parse(fileUrl)?.pathname ?? ""));
  return {
    kind,
    title: text(data.title),
    summary: text(data[summaryField]),
    imageUrl: isImage ? mailImageOf(fileUrl, variantsOf(data.variants)[imageField] ?? []) : "",
    imageAlt: isImage ? (altTextsOf(data.alt)[imageField] ?? "") : "",
    link: `${siteOrigin()}${spec.pagePath}/${encodeURIComponent(id)}`,
    // Stored with the announcement, where Firestore takes no undefined: only when the item has a body.
    ...(minutes === undefined ? {} : { readingMinutes: minutes }),
  };
}

export const announcementId = (kind: ItemKind, id: string) => `${kind}_${id}`;

/** Whether this item was announced once already (its gate exists): a later publish of it mails nobody. */
export async function wasAnnounced(kind: ItemKind, id: string): Promise<boolean> {
  return (await db().collection(ANNOUNCEMENTS).doc(announcementId(kind, id)).get()).exists;
}

/** Whether today's new-post mails are spent: an item made public now would then mail nobody. */
export async function dailyCapReached(): Promise<boolean> {
  const window = currentWindow((await bucketRef(NEW_POST_CAP).get()).data(), Date.now());
  return window !== null && window.count >= NEW_POST_CAP.limit;
}

/**
 * Announces the item if it is public now and has not been announced; answers what happened. Over the day's cap the
 * gate is still made (so the item is never mailed later, when it is no longer news) and nobody is mailed.
 */
export async function announceItem(kind: ItemKind, id: string): Promise<"not-public" | "old" | "already" | AnnouncementState> {
  const data = (await db().collection(ITEM_KINDS[kind].collection).doc(id).get()).data();
  const now = Timestamp.now();
  if (!data || !isPublicItem(data, now)) return "not-public";
  const publishedAt = publishTimeOf(data);
  if (!(publishedAt instanceof Timestamp) || now.toMillis() - publishedAt.toMillis() > MAIL_LIMITS.announceWithinMs) return "old";
  const gate = db().collection(ANNOUNCEMENTS).doc(announcementId(kind, id));
  const news = postNewsOf(kind, id, data);
  const outcome = await db().runTransaction(async (transaction) => {
    const [existing, cap] = await transaction.getAll(gate, bucketRef(NEW_POST_CAP));
    if (existing!.exists) return "already" as const;
    const window = currentWindow(cap!.data(), now.toMillis());
    const state: AnnouncementState = window && window.count >= NEW_POST_CAP.limit ? "over-daily-cap" : "sending";
    transaction.create(gate, { ...news, id, state, pages: 0, mails: 0, createdAt: FieldValue.serverTimestamp() });
    if (state === "sending") addOne(transaction, NEW_POST_CAP, window, now.toMillis());
    return state;
  });
  if (outcome === "sending") await queueFirstPage(gate.id);
  if (outcome === "already") {
    const found = await gate.get();
    if (found.get("state") === "sending" && found.get("pages") === 0) await queueFirstPage(gate.id);
  }
  return outcome;
}

/** The first page's task; named, so the creator and a retry that found the gate with no page done queue it once. */
const queueFirstPage = (id: string) => queueMailTask({ type: "announce-page", announcementId: id, after: null }, { name: taskName("announce", id, "first") });

/**
 * The safety net, run by a schedule: every kind's items that became public within announceWithinMs and have no
 * announcement get their announce task (a held task lost with an instance, a queue that did not answer the publish
 * call). Reads each kind's recent public items (a handful) and their gates.
 */
export async function sweepUnannounced(): Promise<number> {
  const since = Timestamp.fromMillis(Date.now() - MAIL_LIMITS.announceWithinMs);
  let queued = 0;
  for (const kind of ITEM_KIND_NAMES) {
    const recent = await publicItems(db().collection(ITEM_KINDS[kind].collection)).where(PUBLISH_AT, ">=", since).select().limit(100).get();
    if (recent.empty) continue;
    const gates = await db().getAll(...recent.docs.map((doc) => db().collection(ANNOUNCEMENTS).doc(announcementId(kind, doc.id))));
    for (const [index, gate] of gates.entries()) {
      if (gate.exists) continue;
      await queueMailTask({ type: "announce", kind, id: recent.docs[index]!.id });
      queued += 1;
    }
  }
  return queued;
}
