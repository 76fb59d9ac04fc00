import type { InboxContext, InboxListenerSetters } from "@fedify/fedify";
import {
  Accept,
  Announce,
  Create,
  Delete,
  Document,
  Follow,
  Image,
  Like,
  Link,
  Note,
  QuoteAuthorization,
  QuoteRequest,
  Reject,
  Undo,
  Update,
} from "@fedify/vocab";
import { addFollower, removeFollower } from "../services/followers";
import { addReaction, removeReaction, type ReactionType } from "../services/reactions";
import { deleteRemoteReply, removePendingRepliesOf, replyThreadOf, storeRemoteReply, updateRemoteReply } from "../services/replies";
import { copyReplyImage, removeReplyImages, type ReplyImage } from "../services/reply-images";
import { keepQuoteApproval } from "../services/quotes";
import { isBlockedHost, readFediverseSettings } from "../services/settings";
import { isPublicItem } from "../../services/items/visibility";
import { collectionOf } from "../../services/items/publishing-service";
import { digest } from "../../services/secrets";
import { audienceOf, contentWarningOf } from "./audience";
import { itemOfUrl, itemUrl, ownerIdentifier } from "./objects";
import { parseAnswerKey } from "./owner-answers";
import { COMMENTS } from "../../services/engagement/likes-and-comments";
import { actorIsGone, deliverableActor, remoteAuthorOf } from "./remote-actors";
import { fetchRemoteFile } from "./remote-files";
import { remoteText } from "./remote-text";

type Ctx = InboxContext<unknown>;

/** The longest note id or page address a reply may have (it is stored, and shown as a link). */
const MAX_ID_LENGTH = 2048;

/**
 * What the owner's inbox does with each activity (issue 23, Inbox in). Fedify has already verified its signature
 * (401 otherwise) and dropped any activity it has seen before; the HTTP layer (requests.ts) refused blocked servers,
 * oversized bodies and floods. An activity about something that is not ours, or not public, is accepted and ignored.
 */
export function listenToInbox(inbox: InboxListenerSetters<unknown>): void {
  inbox
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Like, (ctx, like) => react(ctx, "like", like))
    .on(Announce, (ctx, announce) => react(ctx, "boost", announce))
    .on(Create, onCreate)
    .on(Update, onUpdate)
    .on(Delete, onDelete)
    .on(QuoteRequest, onQuoteRequest)
    .onUnverifiedActivity(onUnverified);
}

/**
 * A deleted account's Delete often cannot be verified: its key went with it, so the key fetch fails (Mastodon
 * answers 410 Gone). Such a Delete of an actor by that actor is honoured when the actor's own server, asked afresh,
 * says the account is gone (410 or 404): then a forged Delete removes nobody who still exists. It answers 202, so
 * the sender stops retrying; anything else keeps Fedify's 401.
 */
async function onUnverified(_ctx: unknown, activity: unknown): Promise<Response | void> {
  if (!(activity instanceof Delete)) return;
  const actorId = activity.actorId;
  if (!actorId || activity.objectId?.href !== actorId.href || !(await actorIsGone(actorId))) return;
  await accountGone(actorId);
  return new Response(null, { status: 202 });
}

/** A closed account: it follows no more, and its replies still waiting go (approved ones stay, as comments). */
async function accountGone(actorId: URL) {
  await removeFollower(actorId.href);
  await removePendingRepliesOf(actorId.href);
}

/** Whether an activity's actor is on a blocked server (a relay could carry it past the check on the sender). */
const fromBlocked = async (actorId: URL | null) => !actorId || (await isBlockedHost(actorId.host));

/** Stores the follower and answers with a signed Accept of their Follow. */
async function onFollow(ctx: Ctx, follow: Follow) {
  if (!follow.id || follow.objectId?.href !== ctx.getActorUri(ownerIdentifier()).href || (await fromBlocked(follow.actorId))) return;
  const found = await deliverableActor(ctx, follow);
  if (!found || found.actor.id.href !== follow.actorId?.href) return;
  const { actor, inbox, sharedInbox } = found;
  await addFollower({
    ...(await remoteAuthorOf(ctx, actor)),
    actorId: actor.id.href,
    inbox: inbox.href,
    sharedInbox: sharedInbox?.href ?? "",
  });
  const me = ctx.getActorUri(ownerIdentifier());
  const accept = new Accept({ id: new URL(`#accept-${digest(follow.id.href)}`, me), actor: me, object: follow });
  await ctx.sendActivity({ identifier: ownerIdentifier() }, actor, accept);
}

/** Takes back a Follow, a Like or an Announce of the same actor. */
async function onUndo(ctx: Ctx, undo: Undo) {
  const object = await undo.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  const actorId = undo.actorId;
  if (!(object instanceof Follow || object instanceof Like || object instanceof Announce)) return;
  if (!actorId || object.actorId?.href !== actorId.href) return;
  if (object instanceof Follow) {
    await removeFollower(actorId.href);
    return;
  }
  const item = itemOfUrl(object.objectId);
  if (item) await removeReaction(object instanceof Like ? "like" : "boost", actorId.href, item.kind, item.id);
}

/**
 * Someone asks to quote one of our items (FEP-044f, Mastodon 4.5). While the owner lets anyone quote (issue 37), a
 * public item's quote is accepted with a QuoteAuthorization (kept, and served at its id for anyone checking the
 * quote); with "nobody", every request is rejected, as is a quote of anything else, or a quoting post not on the
 * asker's own server. Either answer goes to the asker.
 */
async function onQuoteRequest(ctx: Ctx, request: QuoteRequest) {
  if (!request.id || !request.actorId || (await fromBlocked(request.actorId))) return;
  const found = await deliverableActor(ctx, request);
  if (!found || found.actor.id.href !== request.actorId.href) return;
  const me = ctx.getActorUri(ownerIdentifier());
  const quoteId = request.instrumentId;
  const [item, { quotePolicy }] = await Promise.all([publicItemOf(request.objectId), readFediverseSettings()]);
  const answerId = new URL(`#quote-${digest(request.id.href)}`, me);
  if (quotePolicy !== "anyone" || !item || !request.objectId || !quoteId || quoteId.host !== request.actorId.host || quoteId.href.length > MAX_ID_LENGTH) {
    await ctx.sendActivity({ identifier: ownerIdentifier() }, found.actor, new Reject({ id: answerId, actor: me, object: request }));
    return;
  }
  const key = await keepQuoteApproval({ quoteId: quoteId.href, actorId: request.actorId.href, objectId: request.objectId.href, kind: item.kind, itemId: item.id });
  const result = ctx.getObjectUri(QuoteAuthorization, { id: key });
  await ctx.sendActivity({ identifier: ownerIdentifier() }, found.actor, new Accept({ id: answerId, actor: me, object: request, result }));
}

/** The public item an activity is about, or null. */
async function publicItemOf(url: URL | null) {
  const item = itemOfUrl(url);
  if (!item) return null;
  const data = (await collectionOf(item.kind).doc(item.id).get()).data();
  return isPublicItem(data) ? { ...item, title: String(data?.title ?? "") } : null;
}

/**
 * What a reply answers, under which public item: the item itself, the owner's answer to a comment under it
 * (`/ap/replies/{kind}~{item}~{comment}`), or another reply we keep under it, at any depth. `parent` names the
 * note answered and, for an owner's answer, its comment; null for the item.
 */
async function replyTargetOf(ctx: Ctx, url: URL | null) {
  const item = await publicItemOf(url);
  if (item) return { ...item, parent: null };
  if (!url || url.href.length > MAX_ID_LENGTH) return null;
  const ours = ctx.parseUri(url);
  if (ours?.type === "object" && ours.class === Note) {
    const answer = parseAnswerKey(ours.values.id ?? "");
    const under = answer && (await publicItemOf(itemUrl(answer.kind, answer.id)));
    if (!answer || !under) return null;
    const comment = await collectionOf(answer.kind).doc(answer.id).collection(COMMENTS).doc(answer.commentId).get();
    return comment.exists && comment.get("replyTo") ? { ...under, parent: { noteId: url.href, commentId: answer.commentId } } : null;
  }
  const thread = await replyThreadOf(url.href);
  const under = thread && (await publicItemOf(itemUrl(thread.kind, thread.itemId)));
  return under ? { ...under, parent: { noteId: url.href, commentId: "" } } : null;
}

async function react(ctx: Ctx, type: ReactionType, activity: Like | Announce) {
  if (!activity.actorId || (await fromBlocked(activity.actorId))) return;
  const item = await publicItemOf(activity.objectId);
  if (item) await addReaction(type, activity.actorId.href, item.kind, item.id);
}

/**
 * A Note in reply to one of our public items waits for the owner in moderation, with the audience its author gave
 * it (issue 31): a followers-only reply or a private mention is kept for the owner alone, and never approvable.
 */
async function onCreate(ctx: Ctx, create: Create) {
  const note = await create.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  if (!(note instanceof Note) || !note.id || note.id.href.length > MAX_ID_LENGTH || !create.actorId || (await fromBlocked(create.actorId))) return;
  // Only the note's own author may post it: a forwarded copy of someone else's note is not their comment.
  if (note.attributionId?.href !== create.actorId.href || note.id.host !== create.actorId.host) return;
  const item = await replyTargetOf(ctx, note.replyTargetId);
  if (!item) return;
  const actor = await create.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  const text = remoteText(note.content?.toString() ?? "", ownerIdentifier());
  if (!actor?.id || actor.id.href !== create.actorId.href) return;
  // A reply may be only an image (or four): its text is then empty, and it is kept for its images.
  const images = await replyImagesOf(ctx, note);
  if (!text && images.length === 0) return;
  const page = note.url instanceof URL ? note.url : note.url?.href;
  const stored = await storeRemoteReply({
    noteId: note.id.href,
    url: page?.protocol.startsWith("http") && page.href.length <= MAX_ID_LENGTH ? page.href : note.id.href,
    kind: item.kind,
    itemId: item.id,
    itemTitle: item.title,
    parent: item.parent,
    text,
    author: await remoteAuthorOf(ctx, actor as typeof actor & { id: URL }),
    authorActorId: create.actorId.href,
    audience: audienceOf(create, note, actor.followersId),
    ...contentWarningOf(note),
    images,
  }).catch(async (error: unknown) => {
    await removeReplyImages(images);
    throw error;
  });
  // Delivered again: the first delivery's copies are the ones kept.
  if (!stored) await removeReplyImages(images);
}

/** The most images of one reply we copy, as Mastodon attaches at most four. */
const MAX_REPLY_IMAGES = 4;
/** The largest image of a reply we take. */
const REPLY_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The longest description kept (Mastodon allows 1,500 characters). */
const ALT_MAX = 1500;

/**
 * A reply's image attachments (at most four), each fetched through the guard of our deliveries and copied into our
 * Storage, checked and stripped (fediverse/services/reply-images.ts), its description (`name`, else `summary`) kept
 * as alt text. An image that cannot be fetched or is not an image we take is left out; videos and other files are
 * not copied.
 */
async function replyImagesOf(ctx: Ctx, note: Note): Promise<ReplyImage[]> {
  const wanted: { url: URL; alt: string }[] = [];
  const attachments = note.getAttachments({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
  let seen = 0;
  try {
    for await (const attachment of attachments) {
      if (++seen > MAX_REPLY_IMAGES * 2 || wanted.length >= MAX_REPLY_IMAGES) break;
      // Mastodon sends every file as a Document with its type; the bytes are checked whatever is said.
      const isImage = attachment instanceof Image || (attachment instanceof Document && attachment.mediaType?.startsWith("image/"));
      if (!isImage) continue;
      const url = attachment.url instanceof Link ? attachment.url.href : attachment.url;
      if (!(url instanceof URL)) continue;
      wanted.push({ url, alt: (attachment.name ?? attachment.summary)?.toString().trim().slice(0, ALT_MAX) ?? "" });
    }
  } catch {
    // An attachment that cannot be read ends the list; those found before it are copied.
  }
  // Fetched together, so four slow files cost one time-out, not four (the sender waits for our answer).
  const copies = await Promise.all(
    wanted.map(async ({ url, alt }) => {
      const bytes = await fetchRemoteFile(url.href, REPLY_IMAGE_MAX_BYTES);
      return bytes ? copyReplyImage(bytes, alt).catch(() => null) : null;
    }),
  );
  return copies.filter((copy): copy is ReplyImage => copy !== null);
}

/**
 * Its author edited a reply: the new text and content warning replace the old. Its audience stays the one it came
 * with (Mastodon keeps a post's visibility on edits), so an edit never makes a private reply approvable.
 */
async function onUpdate(ctx: Ctx, update: Update) {
  const note = await update.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  if (!(note instanceof Note) || !note.id || !update.actorId) return;
  const text = remoteText(note.content?.toString() ?? "", ownerIdentifier());
  if (text) await updateRemoteReply(note.id.href, update.actorId.href, text, contentWarningOf(note));
}

/** Its author deleted a reply, or their whole account (then they follow no more either). */
async function onDelete(_ctx: Ctx, deletion: Delete) {
  const objectId = deletion.objectId;
  const actorId = deletion.actorId;
  if (!objectId || !actorId) return;
  if (objectId.href === actorId.href) await accountGone(actorId);
  else await deleteRemoteReply(objectId.href, actorId.href);
}
