import { DocumentReference, FieldPath, GeoPoint, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { ExportedRecord } from "../../contract/site-export";
import { COMMENTS } from "../engagement/likes-and-comments";

/**
 * Firestore documents as the export writes them (contract/site-export.ts): plain JSON, each Timestamp as ISO 8601
 * with its field's path named in `timestampFields`, so an import gives it back its type.
 */

/** Documents read per page: a page of items with long bodies stays a few MB, whatever the site's size. */
export const EXPORT_PAGE = 200;

/** Every document a query matches, one page at a time in id order, so no more than a page is held at once. */
export async function* pagesOf(query: Query, size = EXPORT_PAGE): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(size);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (page.size > 0) yield page.docs;
    if (page.size < size) return;
    last = page.docs.at(-1);
  }
}

/** Items whose comments are read at once: one query per item, which in sequence were most of a large export's time. */
const COMMENT_READS_AT_ONCE = 20;

/** The comments of each item of a page, in the page's order, read a few items at a time. */
export async function commentsOfPage(page: QueryDocumentSnapshot[]): Promise<QueryDocumentSnapshot[][]> {
  const comments: QueryDocumentSnapshot[][] = [];
  const commentsOf = async (item: QueryDocumentSnapshot) => {
    const found: QueryDocumentSnapshot[] = [];
    for await (const each of pagesOf(item.ref.collection(COMMENTS))) found.push(...each);
    return found;
  };
  for (let at = 0; at < page.length; at += COMMENT_READS_AT_ONCE) {
    comments.push(...(await Promise.all(page.slice(at, at + COMMENT_READS_AT_ONCE).map(commentsOf))));
  }
  return comments;
}

function plainValue(value: unknown, path: string, timestamps: string[]): unknown {
  if (value instanceof Timestamp) {
    timestamps.push(path);
    return value.toDate().toISOString();
  }
  // Neither is stored by this site today; a hand-made one still exports as something readable rather than failing.
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map((each, index) => plainValue(each, `${path}.${index}`, timestamps));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, plainValue(each, path ? `${path}.${key}` : key, timestamps)]));
  }
  return value;
}

/** A document's fields as an ExportedRecord, without the named fields. */
export function exportedRecord(id: string, data: Record<string, unknown>, leaveOut: readonly string[] = []): ExportedRecord {
  const timestampFields: string[] = [];
  const kept = Object.fromEntries(Object.entries(data).filter(([name]) => !leaveOut.includes(name)));
  const fields = plainValue(kept, "", timestampFields) as Record<string, unknown>;
  return { id, fields, timestampFields };
}
