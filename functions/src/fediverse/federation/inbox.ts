import type { InboxContext, InboxListenerSetters } from "@fedify/fedify";
import { Accept, Announce, Create, Delete, Follow, Like, Note, Undo, Update } from "@fedify/vocab";
import { addFollower, removeFollower } from "../services/followers";
import { addReaction, removeReaction, type ReactionType } from "../services/reactions";
import { deleteRemoteReply, storeRemoteReply, updateRemoteReply } from "../services/replies";
import { isBlockedHost } from "../services/settings";
import { isPublicItem } from "../../services/items/visibility";
import { collectionOf } from "../../services/items/publishing-service";
import { digest } from "../../services/secrets";
import { audienceOf, contentWarningOf } from "./audience";
import { itemOfUrl, ownerIdentifier } from "./objects";
import { deliverableActor, remoteAuthorOf } from "./remote-actors";
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
    .on(Delete, onDelete);
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

/** The public item an activity is about, or null. */
async function publicItemOf(url: URL | null) {
  const item = itemOfUrl(url);
  if (!item) return null;
  const data = (await collectionOf(item.kind).doc(item.id).get()).data();
  return isPublicItem(data) ? { ...item, title: String(data?.title ?? "") } : null;
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
  const item = await publicItemOf(note.replyTargetId);
  if (!item) return;
  const actor = await create.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  const text = remoteText(note.content?.toString() ?? "", ownerIdentifier());
  if (!actor?.id || actor.id.href !== create.actorId.href || !text) return;
  const page = note.url instanceof URL ? note.url : note.url?.href;
  await storeRemoteReply({
    noteId: note.id.href,
    url: page?.protocol.startsWith("http") && page.href.length <= MAX_ID_LENGTH ? page.href : note.id.href,
    kind: item.kind,
    itemId: item.id,
    itemTitle: item.title,
    text,
    author: await remoteAuthorOf(ctx, actor as typeof actor & { id: URL }),
    authorActorId: create.actorId.href,
    audience: audienceOf(create, note, actor.followersId),
    ...contentWarningOf(note),
  });
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
  if (objectId.href === actorId.href) await removeFollower(actorId.href);
  else await deleteRemoteReply(objectId.href, actorId.href);
}
