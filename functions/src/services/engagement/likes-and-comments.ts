import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import type { Comment, CommentPage } from "../../contract/comments";
import type { CommentOrder } from "../../contract/limits";
import { COMMENTS_PER_ITEM } from "../../contract/limits";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { assertAuthorOrOwner, authorFields, COMMENT_NOT_FOUND, type Caller } from "./authors";
import { readCommentPage } from "./comment-pages";
import { consumeCommunityLimit } from "./community-limits";
import { writeCounted, type CounterMove } from "./counted-records";
import { requireDoc } from "../documents";
import { canSeeItem, GUEST_ACCESS, type ItemAccess } from "../items/visibility";
import { recordCommentRemoval } from "../moderation/moderation-audit";

/**
 * Likes and comments live in subcollections of the item (likes/{uid}, comments/{id}), with exact
 * counters on the item itself (likeCount, commentCount), so an item document never grows with its
 * popularity and an item answer costs the same with 10 likes or 100,000.
 */
export const LIKES = "likes";
export const COMMENTS = "comments";

/** An item's comment counter: every comment written under an item (ours or an approved fediverse reply) moves it. */
export const commentCounter = (item: DocumentReference): CounterMove[] => [{ doc: item, fields: { commentCount: 1 } }];

export interface Engagement {
  likedByMe: boolean;
  comments: Comment[];
  commentsCursor: string | null;
}

/** The viewer's like and the first page of comments, oldest first. */
export async function readEngagement(item: DocumentReference, viewerUid: string | null): Promise<Engagement> {
  const [like, page] = await Promise.all([
    viewerUid ? item.collection(LIKES).doc(viewerUid).get() : Promise.resolve(null),
    readCommentPage(item.collection(COMMENTS), "oldest", COMMENTS_PER_ITEM),
  ]);
  return { likedByMe: like?.exists ?? false, comments: page.comments, commentsCursor: page.nextCursor };
}

/**
 * The item, when the caller may see it: likes and comments on a draft, a scheduled or a trashed item answer 404
 * like an unknown id, except to the owner (services/items/visibility.ts).
 */
async function visibleItem(collection: string, id: string, access: ItemAccess, notFound: string): Promise<DocumentReference> {
  const item = db().collection(collection).doc(id);
  if (!canSeeItem(await requireDoc(item, notFound), access)) throw new DomainError("not-found", notFound);
  return item;
}

/**
 * Likes the item if the user does not, else takes the like back; rate-limited per user. The like record and the count move
 * together or not at all, so parallel calls from one user move the count by at most one and leave it
 * matching the final state, and many users liking at once each add exactly one. The item is read first only to
 * know the caller may see it; the batch moves its count, so should it vanish meanwhile, the batch fails as a whole
 * and answers `notFound`.
 */
export async function toggleLike(collection: string, id: string, caller: Caller, notFound: string): Promise<void> {
  const item = await visibleItem(collection, id, caller, notFound);
  await consumeCommunityLimit("likes", caller.uid);
  const like = item.collection(LIKES).doc(caller.uid);
  const liked = (await like.get()).exists;
  await writeCounted(liked ? "delete" : "create", like, { createdAt: FieldValue.serverTimestamp() }, [
    { doc: item, fields: { likeCount: 1 } },
  ], notFound);
}

/**
 * Stores a comment and counts it, in one batch; rate-limited per user. `replyTo` marks the owner's answer to a
 * fediverse comment (the handler checks it). Answers the new comment's id.
 */
export async function addComment(
  collection: string,
  id: string,
  caller: Caller,
  text: string,
  notFound: string,
  replyTo?: { commentId: string; handle: string },
): Promise<string> {
  const item = await visibleItem(collection, id, caller, notFound);
  // Before the rate limit: a member whose commenting is off hears why, and spends nothing.
  const author = await authorFields(caller.uid, "comment");
  await consumeCommunityLimit("comments", caller.uid);
  const comment = item.collection(COMMENTS).doc();
  const record = { ...author, text, ...(replyTo && { replyTo }) };
  await writeCounted("create", comment, record, commentCounter(item), notFound);
  return comment.id;
}

/** Removes a comment (its author's or any, for the owner) and uncounts it, in one batch. */
export async function deleteComment(collection: string, id: string, commentId: string, caller: Caller, notFound: string) {
  const item = await visibleItem(collection, id, caller, notFound);
  const comment = item.collection(COMMENTS).doc(commentId);
  const removed = await requireDoc(comment, COMMENT_NOT_FOUND);
  assertAuthorOrOwner(removed, caller, "You can only delete your own comments.");
  // A parallel delete of the same comment may win; then this one changed nothing, which is the same end.
  await writeCounted("delete", comment, {}, commentCounter(item));
  await recordCommentRemoval(caller, removed, `${collection}/${id}/comments/${commentId}`);
}

/** A later page of an item's comments, for whoever may see the item (a guest: when it is public). */
export async function listComments(
  collection: string,
  id: string,
  order: CommentOrder,
  after: string | undefined,
  notFound: string,
  access: ItemAccess = GUEST_ACCESS,
): Promise<CommentPage> {
  const item = await visibleItem(collection, id, access, notFound);
  return readCommentPage(item.collection(COMMENTS), order, COMMENTS_PER_ITEM, after);
}
