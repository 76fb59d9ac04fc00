import { FieldPath, FieldValue, Timestamp, type DocumentReference, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { cutPage } from "../page-cursor";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { INBOX_CURSOR_MESSAGE, type CommentPlace, type InboxCommentPage } from "../../contract/moderation-schemas";
import { ownerAccount } from "../../config";
import { db } from "../../firebase";
import { readAuthorProfiles } from "../engagement/authors";
import { toComments } from "../engagement/comment-pages";
import { DomainError } from "../domain-error";
import { COMMENTS } from "../engagement/likes-and-comments";
import { text } from "../firestore-values";
import { HOME_COMMENTS, REPLIES } from "../engagement/home-comments-service";
import { COMMENTING_DISABLED, findUid, USERS } from "../accounts/users-service";
import { recordModeration } from "./moderation-audit";

/**
 * The owner's inbox of recent comments (issue 32): item comments, home comments and their replies, newest first.
 * They live in three kinds of collection, so each page is three collection-group queries ordered alike, by
 * (createdAt, document path) descending, merged here; the cursor is the last comment shown, by time and whole path,
 * which every one of the three queries can start after. A page costs at most 3 × (limit + 1) comment reads, plus its
 * items and authors.
 */
const GROUPS = [COMMENTS, HOME_COMMENTS, REPLIES] as const;

const KIND_OF_COLLECTION = new Map<string, ItemKind>(ITEM_KIND_NAMES.map((kind) => [ITEM_KINDS[kind].collection, kind]));

export async function listRecentComments(limit: number, after?: string): Promise<InboxCommentPage> {
  const start = after ? decodeInboxCursor(after) : null;
  const snapshots = await Promise.all(
    GROUPS.map((group) => {
      let query = db().collectionGroup(group).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
      if (start) query = query.startAfter(start.at, start.path);
      return query.limit(limit + 1).get();
    }),
  );
  const { shown: docs, nextCursor } = cutPage(snapshots.flatMap((snapshot) => snapshot.docs).sort(newestFirst), limit, encodeInboxCursor);
  const itemRefs = uniqueRefs(docs.map(itemOf).filter((ref): ref is DocumentReference => ref !== null));
  const [items, profiles] = await Promise.all([
    itemRefs.length > 0 ? db().getAll(...itemRefs) : Promise.resolve([]),
    readAuthorProfiles(docs.map((doc) => doc.data())),
  ]);
  const titles = new Map(items.map((item) => [item.ref.path, text(item.get("title"))]));
  const comments = await toComments(docs, profiles);
  const ownerName = ownerAccount().username;
  return {
    comments: comments.map((comment, index) => {
      const doc = docs[index]!;
      const profile = profiles.get(text(doc.get("authorUid")));
      // Only a member who still has an account, and is not the owner, can have their commenting turned off.
      const mutable = profile && doc.get("authorDeleted") !== true && text(profile.username) !== ownerName;
      return {
        ...comment,
        on: placeOf(doc, titles),
        ...(mutable && { authorCommentingDisabled: profile[COMMENTING_DISABLED] === true }),
      };
    }),
    nextCursor,
  };
}

/** The item a comment is on, or null for a home comment or reply. */
function itemOf(doc: QueryDocumentSnapshot): DocumentReference | null {
  const parent = doc.ref.parent.parent;
  return doc.ref.parent.id === COMMENTS && parent ? parent : null;
}

function placeOf(doc: QueryDocumentSnapshot, titles: Map<string, string>): CommentPlace {
  const parent = doc.ref.parent.parent;
  if (doc.ref.parent.id === REPLIES && parent) return { type: "reply", commentId: parent.id };
  if (doc.ref.parent.id === HOME_COMMENTS) return { type: "home" };
  const kind = KIND_OF_COLLECTION.get(parent?.parent.id ?? "") ?? "projects";
  // An item deleted meanwhile takes its comments with it; a missing title is only a moment's race.
  return { type: "item", kind, itemId: parent?.id ?? "", title: titles.get(parent?.path ?? "") ?? "" };
}

const uniqueRefs = (refs: DocumentReference[]) => [...new Map(refs.map((ref) => [ref.path, ref])).values()];

/**
 * Firestore's order of (createdAt, path), descending. Paths compare segment by segment, not as one string:
 * "a/x" comes before "a-b/y" in Firestore although "-" sorts before "/" as text.
 */
function newestFirst(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot): number {
  const [at, bt] = [timeOf(a), timeOf(b)];
  if (at.seconds !== bt.seconds) return bt.seconds - at.seconds;
  if (at.nanoseconds !== bt.nanoseconds) return bt.nanoseconds - at.nanoseconds;
  const left = a.ref.path.split("/");
  const right = b.ref.path.split("/");
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return left[index]! < right[index]! ? 1 : -1;
  }
  return right.length - left.length;
}

const timeOf = (doc: QueryDocumentSnapshot): Timestamp => {
  const at: unknown = doc.get("createdAt");
  return at instanceof Timestamp ? at : new Timestamp(0, 0);
};

// The cursor: [seconds, nanoseconds, path] as base64url JSON, like page-cursor.ts but with the whole path, since
// comments of different items and collections share one order.
function encodeInboxCursor(doc: QueryDocumentSnapshot): string {
  const at = timeOf(doc);
  return Buffer.from(JSON.stringify([at.seconds, at.nanoseconds, doc.ref.path])).toString("base64url");
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max;
// A comment's path: collection/doc pairs of plain ids, as GROUPS' documents have them.
const COMMENT_PATH = /^[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128})?$/;

function decodeInboxCursor(cursor: string): { at: Timestamp; path: string } {
  try {
    const [seconds, nanoseconds, path] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (isWhole(seconds, 253402300799) && isWhole(nanoseconds, 999_999_999) && typeof path === "string" && COMMENT_PATH.test(path)) {
      return { at: new Timestamp(seconds, nanoseconds), path };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError("invalid", INBOX_CURSOR_MESSAGE, { after: INBOX_CURSOR_MESSAGE });
}

/**
 * Ghost's "disable commenting": turns a member's commenting off or on. Idempotent; the flag lives on users/{uid},
 * which no client reads or writes (firestore.rules), and authors.ts checks it on every comment and reply.
 */
export async function setCommenting(username: string, disabled: boolean): Promise<{ username: string; commentingDisabled: boolean }> {
  if (username === ownerAccount().username) {
    throw new DomainError("invalid", "The owner's own commenting cannot be turned off.");
  }
  const uid = await findUid(username);
  const profile = uid ? await db().collection(USERS).doc(uid).get() : null;
  if (!uid || !profile?.exists) throw new DomainError("not-found", "User not found.");
  await profile.ref.update({ [COMMENTING_DISABLED]: disabled ? true : FieldValue.delete() });
  await recordModeration(disabled ? "commenting.disable" : "commenting.enable", `users/${uid}`, username);
  return { username, commentingDisabled: disabled };
}
