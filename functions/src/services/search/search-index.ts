import MiniSearch, { type SearchResult } from "minisearch";
import { Timestamp } from "firebase-admin/firestore";
import { ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { collectionOf } from "../items/publishing-service";
import { changesSince, SEARCH_LOG_TTL_MS } from "./log";
import { indexedFieldsOf, searchDocumentOf, searchKeyOf, type SearchDocument } from "./documents";
import { foldWord, wordsOf } from "./text";
import { STATUS } from "../items/visibility";

/**
 * The site-wide search index (docs/search.md): a MiniSearch index of every published item of the five kinds, kept in
 * this `api` instance's memory. It is built from Firestore on the first search, then kept current from the search
 * log (services/search/log.ts) before every search: one read when nothing changed, and one more per changed item. An
 * instance that fell behind the log's TTL, or that finds more changes than it would rather re-read one by one,
 * builds anew. Scheduled items are indexed with their time and filtered when searched, so they appear on time.
 */

/** An instance that last read the log longer ago than this builds anew: the TTL may have taken entries since. */
const REBUILD_AFTER_MS = SEARCH_LOG_TTL_MS / 2;
/** More changes than this since the last read are cheaper to take as one build than as single reads. */
const MAX_CHANGES_PER_SYNC = 300;

/** Exported, with `newMiniSearch`, for scripts/bench-search-libraries.mjs, which compares libraries with these options. */
export const BOOST = { title: 3, category: 1.5, body: 1 };
/** One typo (one edit) in a word of five letters or more, counted after folding; shorter words must be exact. */
const TYPO_MIN_LENGTH = 5;

export const newMiniSearch = () =>
  new MiniSearch<SearchDocument>({
    idField: "key",
    fields: ["title", "body", "category"],
    storeFields: [],
    tokenize: wordsOf,
    processTerm: (term) => foldWord(term) || null,
    searchOptions: {
      boost: BOOST,
      // Every word may be the start of a longer one: results come as one types. A single letter would match most.
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
      combineWith: "AND",
    },
  });

/** What one catch-up with Firestore cost. */
export interface SyncReport {
  reads: number;
  rebuilt: boolean;
}

export interface IndexHit {
  document: SearchDocument;
  score: number;
  /** The index's words this item matched (folded) as its keys; the snippets mark these. */
  match: Readonly<Record<string, unknown>>;
}

export class SearchIndex {
  private index = newMiniSearch();
  private readonly documents = new Map<string, SearchDocument>();
  /** The read time of the last build or log read; null before the first build. */
  private seenAt: Timestamp | null = null;
  private running: Promise<SyncReport> | null = null;
  private queued: Promise<SyncReport> | null = null;

  constructor(private readonly wallClock: () => number = Date.now) {}

  /** How many items the index holds (public or scheduled). */
  get size(): number {
    return this.documents.size;
  }

  /**
   * Brings the index up to date with every change committed before this call. Concurrent calls share the work: one
   * catch-up runs at a time, and calls arriving meanwhile share the one that follows it (which starts after their
   * arrival, so it sees their changes).
   */
  sync(): Promise<SyncReport> {
    if (!this.running) {
      this.running = this.catchUp().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  private async catchUp(): Promise<SyncReport> {
    const seenAt = this.seenAt;
    if (!seenAt || this.wallClock() - seenAt.toMillis() > REBUILD_AFTER_MS) return this.rebuild();
    const log = await changesSince(seenAt, MAX_CHANGES_PER_SYNC);
    if (log.overflow) {
      const report = await this.rebuild();
      return { ...report, reads: report.reads + log.reads };
    }
    let reads = log.reads;
    if (log.changed.length > 0) {
      const refs = log.changed.map(({ kind, id }) => collectionOf(kind).doc(id));
      const snapshots = await refs[0]!.firestore.getAll(...refs);
      reads += snapshots.length;
      snapshots.forEach((snapshot, index) => {
        const { kind, id } = log.changed[index]!;
        this.put(kind, id, searchDocumentOf(kind, id, snapshot.data()));
      });
    }
    this.seenAt = log.readTime;
    return { reads, rebuilt: false };
  }

  /** Reads every published item (scheduled ones too) of the five kinds, and swaps the new index in whole. */
  private async rebuild(): Promise<SyncReport> {
    const answers = await Promise.all(
      ITEM_KIND_NAMES.map(async (kind) => ({
        kind,
        snapshot: await collectionOf(kind)
          .where(STATUS, "==", "published")
          .select(...indexedFieldsOf(kind))
          .get(),
      })),
    );
    const index = newMiniSearch();
    const documents = new Map<string, SearchDocument>();
    for (const { kind, snapshot } of answers) {
      for (const doc of snapshot.docs) {
        const document = searchDocumentOf(kind, doc.id, doc.data());
        if (document) documents.set(document.key, document);
      }
    }
    index.addAll([...documents.values()]);
    this.index = index;
    this.documents.clear();
    for (const [key, document] of documents) this.documents.set(key, document);
    // From the earliest of the five reads, so no change committed between them is missed (replays are harmless).
    this.seenAt = answers.map(({ snapshot }) => snapshot.readTime).reduce((a, b) => (a.toMillis() <= b.toMillis() ? a : b));
    return { reads: answers.reduce((sum, { snapshot }) => sum + Math.max(1, snapshot.size), 0), rebuilt: true };
  }

  /** Puts an item's current state in the index: added or replaced, or gone when `document` is null. */
  private put(kind: ItemKind, id: string, document: SearchDocument | null): void {
    const key = searchKeyOf(kind, id);
    if (this.index.has(key)) this.index.discard(key);
    this.documents.delete(key);
    if (!document) return;
    this.index.add(document);
    this.documents.set(key, document);
  }

  /**
   * The items public at `now` (of `kind`, when given) that match `q`, best first: every word must match, and when
   * no item has them all, items with any of them.
   */
  search(q: string, now: number, kind?: ItemKind): IndexHit[] {
    const visible = (result: SearchResult) => {
      const document = this.documents.get(String(result.id));
      return document !== undefined && document.publishAtMs <= now && (!kind || document.kind === kind);
    };
    let results = this.index.search(q, { filter: visible });
    if (results.length === 0) results = this.index.search(q, { filter: visible, combineWith: "OR" });
    return results.map((result) => ({
      document: this.documents.get(String(result.id))!,
      score: result.score,
      match: result.match,
    }));
  }
}
