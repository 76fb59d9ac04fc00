import { FieldPath, type CollectionReference, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Comment, CommentPage } from "../../contract/comments";
import type { CommentOrder } from "../../contract/limits";
import { authorsFrom, resolveAuthors, type AuthorProfiles } from "./authors";
import { isoDate, remoteAuthorFrom, text } from "../firestore-values";
import { afterCursor, readPage } from "../page-cursor";
import { shownImages } from "../../fediverse/services/reply-images";

// Pages through comments (or replies) by (createdAt, id), so every page is one indexed query however many
// there are; page-cursor.ts makes and reads the cursors.

/** One page of `size` comments in the given order, after the cursor if one is given. */
export async function readCommentPage(
  comments: CollectionReference,
  order: CommentOrder,
  size: number,
  after?: string,
): Promise<CommentPage> {
  const direction = order === "newest" ? "desc" : "asc";
  const query = comments.orderBy("createdAt", direction).orderBy(FieldPath.documentId(), direction);
  const { shown, nextCursor } = await readPage(afterCursor(query, after), size);
  return { comments: await toComments(shown), nextCursor };
}

/** Stored comments as answers show them, with each author's current name and image (from `profiles` if read already). */
export async function toComments(docs: QueryDocumentSnapshot[], profiles?: AuthorProfiles): Promise<Comment[]> {
  const records = docs.map((doc) => doc.data());
  const authors = profiles ? authorsFrom(records, profiles) : await resolveAuthors(records);
  return docs.map((doc, index) => ({
    _id: doc.id,
    ...authors[index]!,
    text: text(doc.get("text")),
    createdAt: isoDate(doc.get("createdAt")),
    ...fediverseFieldsOf(doc),
  }));
}

/**
 * Where a comment came from the fediverse, its author as their server describes them, and the content warning it
 * folds behind if its author gave one; where it answers one, which; where an import brought it, its author's site.
 */
function fediverseFieldsOf(doc: QueryDocumentSnapshot): Pick<Comment, "fediverse" | "replyTo" | "contentWarning" | "imported" | "images" | "parentId"> {
  const remote = doc.get("fediverse") as Record<string, unknown> | undefined;
  const replyTo = doc.get("replyTo") as Record<string, unknown> | undefined;
  const warning: unknown = doc.get("contentWarning");
  const imported = doc.get("imported") as Record<string, unknown> | undefined;
  return {
    ...(imported && { imported: { authorUrl: text(imported.authorUrl) } }),
    ...(remote && { fediverse: remoteAuthorFrom(remote) }),
    ...(remote && typeof warning === "string" && { contentWarning: warning }),
    ...(remote && Array.isArray(doc.get("images")) && { images: shownImages(doc.get("images")) }),
    ...(remote && typeof doc.get("parentId") === "string" && { parentId: text(doc.get("parentId")) }),
    ...(replyTo && { replyTo: { commentId: text(replyTo.commentId), handle: text(replyTo.handle) } }),
  };
}
