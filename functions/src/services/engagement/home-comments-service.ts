import type { CommentPage } from "../../contract/comments";
import type { HomeComment } from "../../contract/community";
import { HOME_COMMENTS_PER_ANSWER, REPLIES_IN_LIST } from "../../contract/limits";
import { db } from "../../firebase";
import { assertAuthorOrOwner, authorFields, COMMENT_NOT_FOUND, resolveAuthors, type Caller } from "./authors";
import { readCommentPage } from "./comment-pages";
import { consumeCommunityLimit } from "./community-limits";
import { writeCounted } from "./counted-records";
import { requireDoc } from "../documents";
import { count, isoDate, text } from "../firestore-values";
import { queueMailTaskSafely } from "../mail/tasks";
import { forgetPublicReads, publicReadCache } from "../public-read-cache";
import { recordCommentRemoval } from "../moderation/moderation-audit";

/**
 * The home page's comments: homeComments/{id} = {authorUid, username, text, createdAt, replyCount}, with
 * replies in homeComments/{id}/replies/{replyId}, so a busy thread never grows its comment's document.
 */
export const HOME_COMMENTS = "homeComments";
export const REPLIES = "replies";

const REPLY_NOT_FOUND = "Reply not found.";

const homeComment = (id: string) => db().collection(HOME_COMMENTS).doc(id);

// One answer for everybody: kept a short while, so requests that miss the CDN do not each read it again.
const homeCommentsKept = publicReadCache<HomeComment[]>(1);

/**
 * The newest home comments, each with its first few replies (oldest first) and the cursor of the rest. At most 50
 * comments, their authors and 50 reply pages of 3 with their authors: about 350 reads on a miss of this instance's
 * cache, none on a hit. `fresh` for a signed-in viewer (public-read-cache.ts).
 */
export const listHomeComments = (fresh = false): Promise<HomeComment[]> =>
  homeCommentsKept.read("newest", readHomeComments, fresh);

async function readHomeComments(): Promise<HomeComment[]> {
  const snapshot = await db().collection(HOME_COMMENTS).orderBy("createdAt", "desc").limit(HOME_COMMENTS_PER_ANSWER).get();
  const [authors, replyPages] = await Promise.all([
    resolveAuthors(snapshot.docs.map((doc) => doc.data())),
    Promise.all(snapshot.docs.map((doc) => readCommentPage(doc.ref.collection(REPLIES), "oldest", REPLIES_IN_LIST))),
  ]);
  return snapshot.docs.map((doc, index) => ({
    _id: doc.id,
    ...authors[index]!,
    text: text(doc.get("text")),
    createdAt: isoDate(doc.get("createdAt")),
    replies: replyPages[index]!.comments,
    repliesCursor: replyPages[index]!.nextCursor,
    replyCount: count(doc.get("replyCount")),
  }));
}

/**
 * `limit` replies to one comment, oldest first, after the cursor a page (or the list answer) ended with, or from the
 * first. A bad cursor is the caller's mistake (page-cursor.ts), an unknown comment a 404.
 */
export async function listReplies(commentId: string, after: string | undefined, limit: number): Promise<CommentPage> {
  const parent = homeComment(commentId);
  await requireDoc(parent, COMMENT_NOT_FOUND);
  return readCommentPage(parent.collection(REPLIES), "oldest", limit, after);
}

export async function addHomeComment(caller: Caller, commentText: string): Promise<void> {
  const author = await authorFields(caller.uid, "comment");
  await consumeCommunityLimit("comments", caller.uid);
  await db()
    .collection(HOME_COMMENTS)
    .add({ ...author, text: commentText, replyCount: 0 });
  forgetPublicReads();
}

/** Removes a comment with all its replies: its author or the owner. */
export async function deleteHomeComment(caller: Caller, id: string): Promise<void> {
  const ref = homeComment(id);
  const removed = await requireDoc(ref, COMMENT_NOT_FOUND);
  assertAuthorOrOwner(removed, caller, "You can only delete your own comments.");
  await db().recursiveDelete(ref);
  forgetPublicReads();
  await recordCommentRemoval(caller, removed, `homeComments/${id}`);
}

export async function addReply(caller: Caller, commentId: string, replyText: string): Promise<void> {
  const parent = homeComment(commentId);
  await requireDoc(parent, COMMENT_NOT_FOUND);
  const author = await authorFields(caller.uid, "comment");
  await consumeCommunityLimit("comments", caller.uid);
  const reply = parent.collection(REPLIES).doc();
  await writeCounted("create", reply, { ...author, text: replyText }, [
    { doc: parent, fields: { replyCount: 1 } },
  ], COMMENT_NOT_FOUND);
  forgetPublicReads();
  // The comment's author may want to know: decided after the answer, by the mail task (services/mail/replies.ts).
  await queueMailTaskSafely({ type: "reply", commentId, replyId: reply.id });
}

/** Removes one reply: its author or the owner. */
export async function deleteReply(caller: Caller, commentId: string, replyId: string): Promise<void> {
  const parent = homeComment(commentId);
  const reply = parent.collection(REPLIES).doc(replyId);
  const removed = await requireDoc(reply, REPLY_NOT_FOUND);
  assertAuthorOrOwner(removed, caller, "You can only delete your own replies.");
  await writeCounted("delete", reply, {}, [{ doc: parent, fields: { replyCount: 1 } }]);
  forgetPublicReads();
  await recordCommentRemoval(caller, removed, `homeComments/${commentId}/replies/${replyId}`);
}
