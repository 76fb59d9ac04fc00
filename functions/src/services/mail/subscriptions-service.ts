import { FieldPath, FieldValue, type DocumentData, type Query } from "firebase-admin/firestore";
import type { ItemKind } from "../../contract/item-kinds";
import {
  ALL_POSTS,
  DEFAULT_SUBSCRIPTIONS,
  POST_CHOICES,
  type MailList,
  type PostChoice,
  type Subscriptions,
} from "../../contract/subscriptions";
import { db } from "../../firebase";

/**
 * What each member asked to be emailed: subscriptions/{uid} = {posts: [kind | "all"], replies, moderationDigest,
 * updatedAt}. Written when a member confirms their email (reply mails on, as the confirmation tells them), by the
 * profile's PUT, and by an unsubscribe link; deleted with the account. Clients never touch it (firestore.rules).
 */
export const SUBSCRIPTIONS = "subscriptions";

const subscriptionRef = (uid: string) => db().collection(SUBSCRIPTIONS).doc(uid);

/**
 * A member who confirmed before subscriptions existed has no document: they were never told about reply mails, so
 * they get none until they turn them on. The owner's digest is on unless turned off.
 */
const WITHOUT_CHOICE: Subscriptions = { posts: [], replies: false, moderationDigest: true };

function subscriptionsOf(data: DocumentData | undefined): Subscriptions {
  if (!data) return { ...WITHOUT_CHOICE };
  const posts = Array.isArray(data.posts) ? data.posts.filter((each): each is PostChoice => (POST_CHOICES as readonly unknown[]).includes(each)) : [];
  return { posts, replies: data.replies === true, moderationDigest: data.moderationDigest !== false };
}

export async function readSubscriptions(uid: string): Promise<Subscriptions> {
  return subscriptionsOf((await subscriptionRef(uid).get()).data());
}

/** Saves a member's whole choice. Members have no digest: theirs stays as stored. */
export async function saveSubscriptions(uid: string, choice: { posts: PostChoice[]; replies: boolean; moderationDigest?: boolean | undefined }, isOwner: boolean): Promise<Subscriptions> {
  const fields: DocumentData = { posts: choice.posts, replies: choice.replies, updatedAt: FieldValue.serverTimestamp() };
  if (isOwner && choice.moderationDigest !== undefined) fields.moderationDigest = choice.moderationDigest;
  await subscriptionRef(uid).set(fields, { merge: true });
  return readSubscriptions(uid);
}

/** A new member's choices, made when they confirm their email; a second confirmation path keeps what is there. */
export async function startSubscriptions(uid: string): Promise<void> {
  await subscriptionRef(uid)
    .create({ ...DEFAULT_SUBSCRIPTIONS, updatedAt: FieldValue.serverTimestamp() })
    .catch((error: { code?: number }) => {
      if (error.code !== ALREADY_EXISTS) throw error;
    });
}

/** gRPC's ALREADY_EXISTS, what a create() of an existing document fails with. */
export const ALREADY_EXISTS = 6;

/**
 * What remains of `posts` once `list` is turned off. `posts:all` stops every new-post mail. `posts:{kind}` stops
 * that kind's, and a member who chose "all" since keeps every other kind: the link promised this kind stops.
 */
function postsWithout(posts: PostChoice[], list: MailList): PostChoice[] {
  if (list === `posts:${ALL_POSTS}`) return [];
  const kind = list.slice("posts:".length) as ItemKind;
  const expanded = posts.includes(ALL_POSTS) ? POST_CHOICES.filter((each) => each !== ALL_POSTS) : posts;
  return expanded.filter((each) => each !== kind);
}

/** Turns one list off. Only ever turns something off, so a replay or a second click changes nothing more. */
export async function unsubscribe(uid: string, list: MailList): Promise<void> {
  const ref = subscriptionRef(uid);
  await db().runTransaction(async (transaction) => {
    const current = subscriptionsOf((await transaction.get(ref)).data());
    const fields: DocumentData = { updatedAt: FieldValue.serverTimestamp() };
    if (list === "replies") fields.replies = false;
    else if (list === "moderation") fields.moderationDigest = false;
    else fields.posts = postsWithout(current.posts, list);
    transaction.set(ref, { ...current, ...fields });
  });
}

/** Account deletion: the member's choices go with the account. */
export async function deleteSubscriptions(uid: string): Promise<void> {
  await subscriptionRef(uid).delete();
}

/** One page of the members who asked for new posts of `kind` (or of all), in id order after `after`. */
export function subscribersOf(kind: ItemKind, pageSize: number, after: string | null): Query {
  const query = db()
    .collection(SUBSCRIPTIONS)
    .where("posts", "array-contains-any", [kind, ALL_POSTS])
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  return after ? query.startAfter(after) : query;
}

/** The list a new-post mail of `kind` to this subscriber belongs to: the choice that made us send it. */
export function postListOf(posts: unknown, kind: ItemKind): MailList {
  return Array.isArray(posts) && posts.includes(ALL_POSTS) ? `posts:${ALL_POSTS}` : `posts:${kind}`;
}

/** Whether this stored subscription wants reply mails / the digest (read inside the mail tasks). */
export const wantsReplies = (data: DocumentData | undefined) => subscriptionsOf(data).replies;
export const wantsModerationDigest = (data: DocumentData | undefined) => subscriptionsOf(data).moderationDigest;
export { subscriptionRef };
