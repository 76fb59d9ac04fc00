import { FieldPath, Timestamp, type CollectionReference, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Comment, CommentPage } from "../contract/comments";
import type { CommentOrder } from "../contract/limits";
import { resolveAuthors } from "./authors";
import { DomainError } from "./domain-error";
import { isoDate, text } from "./firestore-values";

/**
 * Pages through comments (or replies) by (createdAt, id), so every page is one indexed query however many
 * there are. A cursor is the last comment shown, as an opaque base64url string.
 */
const INVALID_CURSOR = "That cursor is not valid.";

function encodeCursor(doc: QueryDocumentSnapshot): string {
  const createdAt = doc.get("createdAt");
  // Seconds and nanoseconds, not milliseconds: server timestamps carry microseconds, and a rounded
  // cursor would show the last comment of a page again on the next.
  const at = createdAt instanceof Timestamp ? createdAt : new Timestamp(0, 0);
  return Buffer.from(JSON.stringify([at.seconds, at.nanoseconds, doc.id])).toString("base64url");
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max;

function decodeCursor(cursor: string): [Timestamp, string] {
  try {
    const [seconds, nanoseconds, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (isWhole(seconds, 253402300799) && isWhole(nanoseconds, 999_999_999) && typeof id === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(id)) {
      return [new Timestamp(seconds, nanoseconds), id];
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError("invalid", INVALID_CURSOR, { after: INVALID_CURSOR });
}

/** One page of `size` comments in the given order, after the cursor if one is given. */
export async function readCommentPage(
  comments: CollectionReference,
  order: CommentOrder,
  size: number,
  after?: string,
): Promise<CommentPage> {
  const direction = order === "newest" ? "desc" : "asc";
  let query = comments.orderBy("createdAt", direction).orderBy(FieldPath.documentId(), direction);
  if (after) query = query.startAfter(...decodeCursor(after));
  // One more than shown tells whether another page exists without a second query.
  const snapshot = await query.limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  const more = snapshot.docs.length > size;
  return { comments: await toComments(docs), nextCursor: more && docs.length > 0 ? encodeCursor(docs[docs.length - 1]!) : null };
}

/** Stored comments as answers show them, with each author's current name and image. */
export async function toComments(docs: QueryDocumentSnapshot[]): Promise<Comment[]> {
  const authors = await resolveAuthors(docs.map((doc) => doc.data()));
  return docs.map((doc, index) => ({
    _id: doc.id,
    ...authors[index]!,
    text: text(doc.get("text")),
    createdAt: isoDate(doc.get("createdAt")),
  }));
}
