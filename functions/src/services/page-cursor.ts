import { Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { INVALID_CURSOR_MESSAGE } from "../contract/item-lists";
import { DomainError } from "./domain-error";

/**
 * The cursor of a page ordered by (a time field, document id): the last document shown, as an opaque base64url
 * string. The id breaks ties, so documents written in the same instant are never shown twice or skipped.
 * Comment pages (by createdAt), item lists (by publishAt), followers and pending replies use it alike, through readPage.
 */
export function encodeCursor(doc: QueryDocumentSnapshot, timeField = "createdAt"): string {
  const createdAt = doc.get(timeField);
  // Seconds and nanoseconds, not milliseconds: server timestamps carry microseconds, and a rounded
  // cursor would show the last document of a page again on the next.
  const at = createdAt instanceof Timestamp ? createdAt : new Timestamp(0, 0);
  return Buffer.from(JSON.stringify([at.seconds, at.nanoseconds, doc.id])).toString("base64url");
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max;

/** The (time, id) a cursor names, for `startAfter`; anything else is the caller's mistake (a 400). */
export function decodeCursor(cursor: string): [Timestamp, string] {
  try {
    const [seconds, nanoseconds, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (isWhole(seconds, 253402300799) && isWhole(nanoseconds, 999_999_999) && typeof id === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(id)) {
      return [new Timestamp(seconds, nanoseconds), id];
    }
  } catch {
    // Falls through to the error below.
  }
  throw new DomainError("invalid", INVALID_CURSOR_MESSAGE, { after: INVALID_CURSOR_MESSAGE });
}

/** `query` started after the cursor, when one is given: the query must be ordered by (its time field, document id). */
export const afterCursor = (query: Query, after: string | undefined): Query => (after ? query.startAfter(...decodeCursor(after)) : query);

/**
 * The first `size` of the documents read, and the next page's cursor (made from the last one shown) when more than
 * `size` were read: a reader asks for one more than a page, which tells whether another page exists without a
 * second query.
 */
export function cutPage<T>(read: T[], size: number, cursorOf: (last: T) => string): { shown: T[]; nextCursor: string | null } {
  const shown = read.slice(0, size);
  const last = shown[shown.length - 1];
  return { shown, nextCursor: read.length > size && last !== undefined ? cursorOf(last) : null };
}

/** One page of `size` documents of an ordered (and started) query, by `timeField` then id, with the next page's cursor. */
export async function readPage(query: Query, size: number, timeField = "createdAt"): Promise<{ shown: QueryDocumentSnapshot[]; nextCursor: string | null }> {
  const snapshot = await query.limit(size + 1).get();
  return cutPage(snapshot.docs, size, (last) => encodeCursor(last, timeField));
}
