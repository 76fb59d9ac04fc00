import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import type { Comment, CommentPage } from "../contract/comments";
import type { CommentOrder } from "../contract/limits";
import { COMMENTS_PER_ITEM } from "../contract/limits";
import { db } from "../firebase";
import { assertAuthorOrOwner, authorFields, COMMENT_NOT_FOUND, type Caller } from "./authors";
import { readCommentPage } from "./comment-pages";
import { consumeCommunityLimit } from "./community-limits";
import { writeCounted } from "./counted-records";
import { requireDoc } from "./documents";

/**
 * Likes and comments live in subcollections of the item (likes/{uid}, comments/{id}), with exact
 * counters on the item itself (likeCount, commentCount), so an item document never grows with its
 * popularity and an item answer costs the same with 10 likes or 100,000.
 */
export const LIKES = "likes";
export const COMMENTS = "comments";

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

async function existingItem(collection: string, id: string, notFound: string): Promise<DocumentReference> {
  const item = db().collection(collection).doc(id);
  await requireDoc(item, notFound);
  return item;
}

/**
 * Likes the item if the user does not, else takes the like back; rate-limited per user. The like record and the count move
 * together or not at all, so parallel calls from one user move the count by at most one and leave it
 * matching the final state, and many users liking at once each add exactly one. No read of the item
 * first: the batch moves its count, so on a missing item it fails as a whole and answers `notFound`.
 */
export async function toggleLike(collection: string, id: string, uid: string, notFound: string): Promise<void> {
  await consumeCommunityLimit("likes", uid);
  const item = db().collection(collection).doc(id);
  const like = item.collection(LIKES).doc(uid);
  const liked = (await like.get()).exists;
  await writeCounted(liked ? "delete" : "create", like, { createdAt: FieldValue.serverTimestamp() }, [
    { doc: item, fields: { likeCount: 1 } },
  ], notFound);
}

/** Stores a comment and counts it, in one batch; rate-limited per user. */
export async function addComment(collection: string, id: string, caller: Caller, text: string, notFound: string): Promise<void> {
  const item = await existingItem(collection, id, notFound);
  await consumeCommunityLimit("comments", caller.uid);
  const comment = item.collection(COMMENTS).doc();
  await writeCounted("create", comment, { ...(await authorFields(caller.uid)), text }, [{ doc: item, fields: { commentCount: 1 } }], notFound);
}

/** Removes a comment (its author's or any, for the owner) and uncounts it, in one batch. */
export async function deleteComment(collection: string, id: string, commentId: string, caller: Caller, notFound: string) {
  const item = await existingItem(collection, id, notFound);
  const comment = item.collection(COMMENTS).doc(commentId);
  assertAuthorOrOwner(await requireDoc(comment, COMMENT_NOT_FOUND), caller, "You can only delete your own comments.");
  // A parallel delete of the same comment may win; then this one changed nothing, which is the same end.
  await writeCounted("delete", comment, {}, [{ doc: item, fields: { commentCount: 1 } }]);
}

/** A later page of an item's comments. */
export async function listComments(
  collection: string,
  id: string,
  order: CommentOrder,
  after: string | undefined,
  notFound: string,
): Promise<CommentPage> {
  const item = await existingItem(collection, id, notFound);
  return readCommentPage(item.collection(COMMENTS), order, COMMENTS_PER_ITEM, after);
}
