import { FieldPath, FieldValue, type DocumentData, type DocumentSnapshot, type QueryDocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { FEDIVERSE_AUDIENCES, FEDIVERSE_LIMITS, FEDIVERSE_MESSAGES, isPublicAudience, type FediverseAudience } from "../../contract/fediverse";
import type { FediverseReply, RemoteAuthor } from "../../contract/fediverse-schemas";
import { ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { WEB_SERVER_LABEL } from "../../contract/webmentions";
import { db } from "../../firebase";
import { isAlreadyThere } from "../../services/documents";
import { DomainError } from "../../services/domain-error";
import { stageCounted } from "../../services/engagement/counted-records";
import { COMMENTS, commentCounter } from "../../services/engagement/likes-and-comments";
import { isoDate, remoteAuthorFrom, text } from "../../services/firestore-values";
import { afterCursor, readPage } from "../../services/page-cursor";
import { collectionOf } from "../../services/items/publishing-service";
import { digest } from "../../services/secrets";
import { recordModeration } from "../../services/moderation/moderation-audit";
import { removeReplyImages, shownImages, type ReplyImage } from "./reply-images";

/**
 * Replies from the fediverse to our items. Each waits in fediverseReplies/{digest of its note id} as "pending"
 * until the owner approves it in moderation; approving copies it into the item's comments (counted like any
 * comment, with its author's name, avatar, handle, profile link and server) and marks the reply "approved" with
 * the comment's id, so a later Update or Delete from its author reaches the comment too. Closed to every client.
 *
 * A reply keeps the audience its author gave it (issue 31): a followers-only reply or a private mention waits for
 * the owner like any other, labelled, but can never be approved into the public comments; the owner may answer it
 * privately instead (`answer`), which goes to its author alone.
 */
export const FEDIVERSE_REPLIES = "fediverseReplies";

export interface RemoteReply {
  noteId: string;
  /** The reply's page on its own server. */
  url: string;
  kind: ItemKind;
  itemId: string;
  itemTitle: string;
  /**
   * What it answers below the item, when not the item itself: another reply's note, or the owner's answer (whose
   * comment is known; a reply's comment is found once the owner approves this one).
   */
  parent: { noteId: string; commentId: string } | null;
  text: string;
  author: RemoteAuthor;
  authorActorId: string;
  audience: FediverseAudience;
  /** The content warning as plain text, "" for none. */
  contentWarning: string;
  sensitive: boolean;
  /** Its images, copied into our Storage (reply-images.ts); a reply may have these and no text. */
  images: ReplyImage[];
}

export interface ContentWarning {
  contentWarning: string;
  sensitive: boolean;
}

const replyRef = (noteId: string) => db().collection(FEDIVERSE_REPLIES).doc(digest(noteId));
const notFound = () => new DomainError("not-found", FEDIVERSE_MESSAGES.replyNotFound);

/** Stores a new reply for moderation; a reply delivered again changes nothing. Answers whether it was new. */
export async function storeRemoteReply(reply: RemoteReply): Promise<boolean> {
  try {
    await replyRef(reply.noteId).create({ ...reply, status: "pending", createdAt: FieldValue.serverTimestamp() });
    return true;
  } catch (error) {
    if (isAlreadyThere(error)) return false;
    throw error;
  }
}

const kindOf = (value: unknown): ItemKind => (ITEM_KIND_NAMES.includes(value as ItemKind) ? (value as ItemKind) : "projects");

const authorOf = (data: DocumentData): RemoteAuthor => remoteAuthorFrom(data.author);

/**
 * A stored reply's audience. One stored before audiences were kept (issue 31) has none, and is taken as private:
 * it cannot be told from a private mention, and nothing goes public by accident.
 */
const audienceOf = (data: DocumentData): FediverseAudience =>
  FEDIVERSE_AUDIENCES.includes(data.audience as FediverseAudience) ? (data.audience as FediverseAudience) : "direct";

/** What a comment made from this reply carries: its content warning, when it has one to fold behind. */
const warningFieldsOf = (data: DocumentData) =>
  data.sensitive === true ? { contentWarning: text(data.contentWarning) } : {};

function toReply(doc: QueryDocumentSnapshot): FediverseReply {
  const data = doc.data();
  return {
    _id: doc.id,
    kind: kindOf(data.kind),
    itemId: text(data.itemId),
    itemTitle: text(data.itemTitle),
    text: text(data.text),
    url: text(data.url),
    status: data.status === "approved" ? "approved" : "pending",
    createdAt: isoDate(data.createdAt),
    author: authorOf(data),
    audience: audienceOf(data),
    contentWarning: text(data.contentWarning),
    sensitive: data.sensitive === true,
    answer: data.answer ? { text: text(data.answer.text), createdAt: isoDate(data.answer.createdAt) } : null,
    images: shownImages(data.images),
  };
}

/** One page of the replies waiting for the owner, oldest first. */
export async function listPendingReplies(after?: string): Promise<{ replies: FediverseReply[]; nextCursor: string | null }> {
  const size = FEDIVERSE_LIMITS.pageSize;
  const query = db().collection(FEDIVERSE_REPLIES).where("status", "==", "pending").orderBy("createdAt").orderBy(FieldPath.documentId());
  const { shown, nextCursor } = await readPage(afterCursor(query, after), size);
  return { replies: shown.map(toReply), nextCursor };
}

/**
 * Approves a pending reply: it becomes a comment on its item, counted, in one transaction with the reply's new
 * state. Approving twice, or a reply whose item is gone, answers 404 and writes nothing; a reply that was not
 * public (followers only, a private mention) is refused with a conflict, and stays the owner's.
 */
export async function approveReply(replyId: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const ref = db().collection(FEDIVERSE_REPLIES).doc(replyId);
    const reply = await transaction.get(ref);
    if (!reply.exists || reply.get("status") !== "pending") throw notFound();
    const data = reply.data() ?? {};
    if (!isPublicAudience(audienceOf(data))) throw new DomainError("conflict", FEDIVERSE_MESSAGES.privateReplyNotApprovable);
    const item = collectionOf(kindOf(data.kind)).doc(text(data.itemId));
    if (!(await transaction.get(item)).exists) throw notFound();
    const parentCommentId = await parentCommentOf(transaction, data.parent);
    const comment = item.collection(COMMENTS).doc();
    const author = authorOf(data);
    const record = {
      username: author.handle,
      profileImage: author.avatar,
      text: text(data.text),
      ...warningFieldsOf(data),
      ...(parentCommentId && { parentId: parentCommentId }),
      ...(Array.isArray(data.images) && data.images.length > 0 && { images: data.images as unknown[] }),
      createdAt: FieldValue.serverTimestamp(),
      fediverse: { ...author, actorId: text(data.authorActorId), noteId: text(data.noteId) },
    };
    stageCounted(transaction, "create", comment, record, commentCounter(item));
    transaction.update(ref, { status: "approved", commentId: comment.id });
  });
  await recordModeration("fediverse-reply.approve", `fediverseReplies/${replyId}`);
}

/**
 * The comment a reply in a thread shows under: the owner's answer it answers, or the comment the reply it answers
 * became. A parent not approved (or gone) has none, and the reply shows under the item.
 */
async function parentCommentOf(transaction: Transaction, parent: unknown): Promise<string> {
  const { noteId, commentId } = (parent ?? {}) as { noteId?: unknown; commentId?: unknown };
  if (typeof commentId === "string" && commentId) return commentId;
  if (typeof noteId !== "string" || !noteId) return "";
  const replied = await transaction.get(replyRef(noteId));
  return replied.get("status") === "approved" ? text(replied.get("commentId")) : "";
}

/** The item a reply we keep is under, for a reply to it (a thread); null for a note we do not keep. */
export async function replyThreadOf(noteId: string): Promise<{ kind: ItemKind; itemId: string } | null> {
  const reply = await replyRef(noteId).get();
  return reply.exists ? { kind: kindOf(reply.get("kind")), itemId: text(reply.get("itemId")) } : null;
}

/** Turns a pending reply away: it is deleted and never shown. */
export async function rejectReply(replyId: string): Promise<void> {
  const ref = db().collection(FEDIVERSE_REPLIES).doc(replyId);
  const images = await db().runTransaction(async (transaction) => {
    const reply = await transaction.get(ref);
    if (!reply.exists || reply.get("status") !== "pending") throw notFound();
    transaction.delete(ref);
    return reply.get("images") as ReplyImage[] | undefined;
  });
  await removeReplyImages(images);
  await recordModeration("fediverse-reply.reject", `fediverseReplies/${replyId}`);
}

const commentOf = (reply: DocumentData) =>
  collectionOf(kindOf(reply.kind)).doc(text(reply.itemId)).collection(COMMENTS).doc(text(reply.commentId));

/**
 * Changes a reply its author (`actorId`) wrote, and the comment it became if the owner approved it, in one
 * transaction: an approval at the same moment either comes before (and the comment changes too) or after (and
 * approves the changed reply). Nobody may change another's reply. Answers whether there was one to change.
 */
async function changeAuthoredReply(
  noteId: string,
  actorId: string,
  change: (transaction: Transaction, reply: DocumentSnapshot, comment: DocumentSnapshot | null) => void,
): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const reply = await transaction.get(replyRef(noteId));
    if (!reply.exists || reply.get("authorActorId") !== actorId) return false;
    const comment = reply.get("status") === "approved" ? await transaction.get(commentOf(reply.data()!)) : null;
    change(transaction, reply, comment?.exists ? comment : null);
    return true;
  });
}

/**
 * Its author edited the reply on their server (an Update): the new text and content warning replace the old,
 * pending or shown. The audience stays. `author`, when the edit says who wrote it (a web page's h-card, sent again),
 * replaces the name and picture too, on the reply and on the comment it became.
 */
export const updateRemoteReply = (noteId: string, actorId: string, newText: string, warning: ContentWarning, author?: RemoteAuthor) =>
  changeAuthoredReply(noteId, actorId, (transaction, reply, comment) => {
    transaction.update(reply.ref, { text: newText, ...warning, ...(author && { author }) });
    if (comment) {
      transaction.update(comment.ref, {
        text: newText,
        contentWarning: warning.sensitive ? warning.contentWarning : FieldValue.delete(),
        ...(author && {
          username: author.handle,
          profileImage: author.avatar,
          fediverse: { ...author, actorId, noteId: text(reply.get("noteId")) },
        }),
      });
    }
  });

/** Its author deleted the reply (a Delete): it goes from moderation, or from under the item with its count. */
export async function deleteRemoteReply(noteId: string, actorId: string): Promise<boolean> {
  let images: ReplyImage[] | undefined;
  const deleted = await changeAuthoredReply(noteId, actorId, (transaction, reply, comment) => {
    if (comment) stageCounted(transaction, "delete", comment.ref, {}, commentCounter(comment.ref.parent.parent!));
    transaction.delete(reply.ref);
    images = reply.get("images") as ReplyImage[] | undefined;
  });
  // Its images go once nothing shows them (the comment went in the same transaction).
  if (deleted) await removeReplyImages(images);
  return deleted;
}

/** Who a private answer goes to, and what it answers: read by the task that delivers it. */
export interface PrivateAnswer {
  replyId: string;
  noteId: string;
  authorActorId: string;
  handle: string;
  profile: string;
  text: string;
  createdAt: Date | null;
}

/**
 * Keeps the owner's private answer to a private reply, for the task that sends it to its author alone. Only a
 * private reply still waiting can be answered so (a public one is answered on its item's page, in public), and only
 * once: the answer cannot be taken back from the author's server, so a second one is refused.
 */
export async function answerPrivately(replyId: string, answer: string): Promise<void> {
  const ref = db().collection(FEDIVERSE_REPLIES).doc(replyId);
  await db().runTransaction(async (transaction) => {
    const reply = await transaction.get(ref);
    const data = reply.data();
    if (!data || data.status !== "pending" || isPublicAudience(audienceOf(data))) {
      throw new DomainError("not-found", FEDIVERSE_MESSAGES.privateAnswerOnlyPrivate);
    }
    if (data.answer) throw new DomainError("conflict", FEDIVERSE_MESSAGES.privateAnswerTaken);
    transaction.update(ref, { answer: { text: answer, createdAt: FieldValue.serverTimestamp() } });
  });
  await recordModeration("fediverse-reply.answer", `fediverseReplies/${replyId}`);
}

/**
 * Takes back a private answer whose delivery could not be queued, so the owner may send it again (a kept answer would
 * refuse the retry as already sent, though nothing went out).
 */
export async function withdrawPrivateAnswer(replyId: string): Promise<void> {
  await db().collection(FEDIVERSE_REPLIES).doc(replyId).update({ answer: FieldValue.delete() });
}

/** The private answer kept on a reply, or null when there is none (or the reply is gone, or no longer private). */
export async function privateAnswerOf(replyId: string): Promise<PrivateAnswer | null> {
  const data = (await db().collection(FEDIVERSE_REPLIES).doc(replyId).get()).data();
  if (!data?.answer || isPublicAudience(audienceOf(data))) return null;
  const author = authorOf(data);
  const createdAt = data.answer.createdAt as { toDate?: () => Date } | undefined;
  return {
    replyId,
    noteId: text(data.noteId),
    authorActorId: text(data.authorActorId),
    handle: author.handle,
    profile: author.url,
    text: text(data.answer.text),
    createdAt: createdAt?.toDate?.() ?? null,
  };
}

/** The fediverse author of one of an item's comments, for the owner's answer to it; null for a member's comment. */
export async function fediverseCommentOf(kind: ItemKind, id: string, commentId: string) {
  const comment = await collectionOf(kind).doc(id).collection(COMMENTS).doc(commentId).get();
  const remote = comment.get("fediverse") as Record<string, unknown> | undefined;
  if (!comment.exists) return null;
  // A reply from a web page (a webmention) came in by the same path, but has no account to send an answer to.
  if (!remote || remote.server === WEB_SERVER_LABEL) return { fediverse: null };
  return { fediverse: { actorId: text(remote.actorId), noteId: text(remote.noteId), handle: text(remote.handle), url: text(remote.url) } };
}

/** Removes the replies of an account that closed which still wait for the owner, with their images. */
export async function removePendingRepliesOf(actorId: string): Promise<void> {
  const replies = await db().collection(FEDIVERSE_REPLIES).where("authorActorId", "==", actorId).where("status", "==", "pending").get();
  await Promise.all(replies.docs.map((reply) => reply.ref.delete()));
  await Promise.all(replies.docs.map((reply) => removeReplyImages(reply.get("images") as ReplyImage[] | undefined)));
}

/** Removes an item's replies, pending or approved, when the item is purged (its comments go with the item). */
export async function removeRepliesOf(kind: ItemKind, id: string): Promise<void> {
  const replies = await db().collection(FEDIVERSE_REPLIES).where("kind", "==", kind).where("itemId", "==", id).get();
  await Promise.all(replies.docs.map((reply) => reply.ref.delete()));
  await Promise.all(replies.docs.map((reply) => removeReplyImages(reply.get("images") as ReplyImage[] | undefined)));
}
