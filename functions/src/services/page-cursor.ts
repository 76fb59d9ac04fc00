import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { INVALID_CURSOR_MESSAGE } from "../contract/item-lists";
import { DomainError } from "./domain-error";

/**
 * The cursor of a page ordered by (a time field, document id): the last document shown, as an opaque base64url
 * string. The id breaks ties, so documents written in the same instant are never shown twice or skipped.
 * Comment pages (by createdAt) and item lists (by publishAt) use it alike.
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
