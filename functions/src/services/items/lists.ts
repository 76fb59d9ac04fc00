import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { OwnerListFilter } from "../../contract/item-status";
import type { ItemListQuery } from "../../contract/item-lists";
import { wordsOf } from "../../contract/search-words";
import { db } from "../../firebase";
import { ownerItems, publicItems, PUBLISH_AT } from "./visibility";
import { afterCursor, cutPage, encodeCursor, readPage } from "../page-cursor";
import { publicReadCache } from "../public-read-cache";

/**
 * One page of a kind's cards, newest publish time first, in one indexed Firestore query however big the collection
 * (issue 10): `limit` cards after the cursor, of one category, matching every word of the search. Only public items,
 * unless the owner asked for one of their filters (issue 22; services/items/visibility.ts).
 *
 * Search uses the `searchWords` each item stores (contract/search-words.ts): the query asks for the longest word
 * with `array-contains` (usually the rarest), and the other words are checked on the documents it reads. Only then
 * can a page take more than one query: matches are gathered batch by batch, at most SCAN_LIMIT documents per call.
 * An item saved before `searchWords` existed is listed, but not found by search until it is saved again.
 */

/** How a kind turns its documents into cards: the stored fields a card needs (read with `select`), and the mapping. */
export interface CardReader<Card> {
  fields: readonly string[];
  toCard: (doc: QueryDocumentSnapshot) => Card;
}

export interface ListPage<Card> {
  cards: Card[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** Documents read per query while checking the other words of a search, and the most read in one call. */
const SCAN_BATCH = 200;
const SCAN_LIMIT = 1000;

/**
 * Searches of several words read up to SCAN_LIMIT documents, so their pages are kept a short while in this instance:
 * a request that misses the CDN with a new query string or cookie but asks the same search costs nothing more. The
 * key is what the page depends on (collection, category, normalised words, size, cursor), at most this many kept.
 */
const SCANNED_PAGES_KEPT = 100;
const scannedPages = publicReadCache<ListPage<unknown>>(SCANNED_PAGES_KEPT);

/** What to look for: the words of `q`, the longest first, or null when the search text holds no word ("?!"). */
function searchWordsOfQuery(q: string | undefined): string[] | null {
  if (q === undefined || q.trim() === "") return [];
  const words = wordsOf(q).sort((a, b) => b.length - a.length);
  return words.length > 0 ? words : null;
}

/** A list request as the service takes it: the query of GET /api/{kind}, and the owner's filter when they chose one. */
export type ListRequest = ItemListQuery & { ownerFilter?: OwnerListFilter };

export async function readListPage<Card>(
  collection: string,
  request: ListRequest,
  reader: CardReader<Card>,
): Promise<ListPage<Card>> {
  const words = searchWordsOfQuery(request.q);
  if (words === null) return { cards: [], nextCursor: null };
  const [queried, ...checked] = words;

  const items = db().collection(collection);
  let query: Query = request.ownerFilter ? ownerItems(items, request.ownerFilter) : publicItems(items);
  if (request.category) query = query.where("category", "==", request.category);
  if (queried) query = query.where("searchWords", "array-contains", queried);
  // The id breaks ties between items of the same instant, so paging never repeats or skips one.
  query = query
    .orderBy(PUBLISH_AT, "desc")
    .orderBy(FieldPath.documentId(), "desc")
    // Only what a card shows leaves Firestore: not the bodies, and the search words only when they are checked here.
    .select(...new Set([...reader.fields, ...(checked.length > 0 ? ["searchWords"] : [])]));
  query = afterCursor(query, request.after);

  if (checked.length === 0) {
    const { shown, nextCursor } = await readPage(query, request.limit, PUBLISH_AT);
    return { cards: shown.map(reader.toCard), nextCursor };
  }
  const scan = () => scanForEveryWord(query, checked, request.limit, reader);
  // The owner's own lists are read afresh: they show what was just saved.
  if (request.ownerFilter) return scan();
  const key = JSON.stringify([collection, request.category ?? "", words, request.limit, request.after ?? ""]);
  const page = scannedPages.read(key, scan);
  return page as Promise<ListPage<Card>>;
}

function pageOf<Card>(docs: QueryDocumentSnapshot[], limit: number, reader: CardReader<Card>): ListPage<Card> {
  const { shown, nextCursor } = cutPage(docs, limit, (last) => encodeCursor(last, PUBLISH_AT));
  return { cards: shown.map(reader.toCard), nextCursor };
}

const hasEveryWord = (doc: QueryDocumentSnapshot, words: string[]) => {
  const stored = doc.get("searchWords");
  return Array.isArray(stored) && words.every((word) => stored.includes(word));
};

/**
 * Reads on in batches until `limit` + 1 documents hold every word, or the collection ends, or SCAN_LIMIT documents
 * were read. In the last case the page may be short, and its cursor is the last document read, so the next page
 * goes on from there without skipping anything.
 */
async function scanForEveryWord<Card>(
  query: Query,
  words: string[],
  limit: number,
  reader: CardReader<Card>,
): Promise<ListPage<Card>> {
  const matches: QueryDocumentSnapshot[] = [];
  let lastRead: QueryDocumentSnapshot | undefined;
  for (let read = 0; read < SCAN_LIMIT; read += SCAN_BATCH) {
    const batch = lastRead ? query.startAfter(lastRead.get(PUBLISH_AT), lastRead.id) : query;
    const snapshot = await batch.limit(SCAN_BATCH).get();
    for (const doc of snapshot.docs) {
      if (hasEveryWord(doc, words)) matches.push(doc);
      if (matches.length > limit) return pageOf(matches, limit, reader);
      lastRead = doc;
    }
    if (snapshot.size < SCAN_BATCH) return pageOf(matches, limit, reader);
  }
  return { cards: matches.map(reader.toCard), nextCursor: lastRead ? encodeCursor(lastRead, PUBLISH_AT) : null };
}
