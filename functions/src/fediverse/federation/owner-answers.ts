import type { Context } from "@fedify/fedify";
import { Create, isActor, Mention, Note, PUBLIC_COLLECTION } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { Timestamp } from "firebase-admin/firestore";
import { isDocumentId } from "../../contract/document-ids";
import { ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { COMMENTS } from "../../services/engagement/likes-and-comments";
import { text } from "../../services/firestore-values";
import { isPublicItem } from "../../services/items/visibility";
import { privateAnswerOf } from "../services/replies";
import { collectionOf } from "../../services/items/publishing-service";
import { isDeliverable } from "./loaders";
import { escapeHtml } from "../../contract/markup-html";
import { liveGeneration, toldOf } from "./item-sync";
import { itemUrl, objectIdOf, ownerIdentifier } from "./objects";

/**
 * The owner's answers to fediverse comments (issue 23, The owner answers). The owner answers on our site; the answer
 * is a comment with `replyTo` naming the fediverse comment, and goes to its author as a Note in reply to their note,
 * addressed to them with a Mention (so Mastodon notifies them) and public in `cc`, as the answer is on our page.
 * Each answer is also a Note of its own at /ap/replies/{kind}~{item}~{comment}, for servers that fetch it.
 *
 * A private reply (followers only, a private mention) is answered from moderation instead, and its answer keeps the
 * reply's privacy (issue 31): addressed to its author alone, with no Public and no followers, never a comment, and
 * its id (/ap/replies/private~{reply}) answers nobody, since no key of that form is a public answer.
 */

export const answerKey = (kind: ItemKind, id: string, commentId: string) => `${kind}~${id}~${commentId}`;

export function parseAnswerKey(key: string): { kind: ItemKind; id: string; commentId: string } | null {
  const [kind, id, commentId, ...rest] = key.split("~");
  const known = ITEM_KIND_NAMES.includes(kind as ItemKind) && id && commentId && rest.length === 0;
  return known && isDocumentId(id) && isDocumentId(commentId) ? { kind: kind as ItemKind, id, commentId } : null;
}

interface Answer {
  note: Note;
  /** The author of the comment answered. */
  authorId: URL;
}

/** The owner's answer as a Note, with whom it is for, or null when it is not one (or its item is not public). */
export async function ownerAnswer(ctx: Context<unknown>, key: string): Promise<Answer | null> {
  const parsed = parseAnswerKey(key);
  if (!parsed) return null;
  const item = collectionOf(parsed.kind).doc(parsed.id);
  const [itemDoc, answerDoc] = await Promise.all([item.get(), item.collection(COMMENTS).doc(parsed.commentId).get()]);
  const replyTo = answerDoc.get("replyTo") as { commentId?: unknown } | undefined;
  if (!isPublicItem(itemDoc.data()) || !answerDoc.exists || typeof replyTo?.commentId !== "string") return null;
  const remote = (await item.collection(COMMENTS).doc(replyTo.commentId).get()).get("fediverse") as Record<string, unknown> | undefined;
  const authorId = URL.parse(text(remote?.actorId));
  const noteId = URL.parse(text(remote?.noteId));
  if (!authorId || !noteId) return null;
  const handle = text(remote?.handle);
  const profile = text(remote?.url) || authorId.href;
  const mention = mentionHtml(profile, handle);
  const createdAt = answerDoc.get("createdAt");
  const note = new Note({
    id: ctx.getObjectUri(Note, { id: key }),
    attribution: ctx.getActorUri(ownerIdentifier()),
    to: authorId,
    cc: PUBLIC_COLLECTION,
    replyTarget: noteId,
    content: `<p>${mention} ${escapeHtml(text(answerDoc.get("text"))).replace(/\n/g, "<br>")}</p>`,
    tags: [new Mention({ href: authorId, name: handle })],
    url: itemUrl(parsed.kind, parsed.id),
    // FEP-7888: the conversation is the item's, whatever depth the answer is at.
    contexts: [objectIdOf(parsed.kind, parsed.id, liveGeneration(await toldOf(parsed.kind, parsed.id)))],
    published: createdAt instanceof Timestamp ? Temporal.Instant.fromEpochMilliseconds(createdAt.toMillis()) : Temporal.Now.instant(),
  });
  return { note, authorId };
}

/** Delivers the owner's answer to the author of the comment it answers. */
export async function sendOwnerAnswer(ctx: Context<unknown>, kind: ItemKind, id: string, commentId: string): Promise<void> {
  const answer = await ownerAnswer(ctx, answerKey(kind, id, commentId));
  if (answer) await deliverToAuthor(ctx, answer, true);
}

/** Delivers the owner's private answer to a private reply: to its author alone, as a private mention. */
export async function sendPrivateAnswer(ctx: Context<unknown>, replyId: string): Promise<void> {
  const answer = await privateAnswerOf(replyId);
  const authorId = URL.parse(answer?.authorActorId ?? "");
  const noteId = URL.parse(answer?.noteId ?? "");
  if (!answer || !authorId || !noteId) return;
  const note = new Note({
    id: ctx.getObjectUri(Note, { id: `private~${replyId}` }),
    attribution: ctx.getActorUri(ownerIdentifier()),
    to: authorId,
    replyTarget: noteId,
    content: `<p>${mentionHtml(answer.profile || authorId.href, answer.handle)} ${escapeHtml(answer.text).replace(/\n/g, "<br>")}</p>`,
    tags: [new Mention({ href: authorId, name: answer.handle })],
    published: answer.createdAt ? Temporal.Instant.fromEpochMilliseconds(answer.createdAt.getTime()) : Temporal.Now.instant(),
  });
  await deliverToAuthor(ctx, { note, authorId }, false);
}

const mentionHtml = (profile: string, handle: string) =>
  `<span class="h-card"><a href="${escapeHtml(profile)}" class="u-url mention">${escapeHtml(handle)}</a></span>`;

/**
 * Sends an answer to its author's inbox in a Create addressed as its Note is: to the author, and with Public in
 * `cc` only when `inPublic` (the answer shows on our page).
 */
async function deliverToAuthor(ctx: Context<unknown>, answer: Answer, inPublic: boolean): Promise<void> {
  const signed = await ctx.getDocumentLoader({ identifier: ownerIdentifier() });
  const author = await ctx.lookupObject(answer.authorId.href, { documentLoader: signed });
  // Their server may be down: throwing makes Cloud Tasks try again later, as for any delivery.
  if (!isActor(author) || !author.id || !author.inboxId) throw new Error(`The author ${answer.authorId.href} could not be read.`);
  if (!(await isDeliverable(author.inboxId.href))) return;
  const me = ctx.getActorUri(ownerIdentifier());
  const create = new Create({
    id: new URL(`${answer.note.id!.href}#create`),
    actor: me,
    to: answer.note.toId,
    cc: inPublic ? PUBLIC_COLLECTION : null,
    object: answer.note,
    published: answer.note.published,
  });
  await ctx.sendActivity({ identifier: ownerIdentifier() }, author, create);
}
