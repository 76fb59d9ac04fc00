import { FieldPath, FieldValue, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ITEM_KIND_NAMES } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { PUBLISH_AT, STATUS } from "./visibility";
import { collectionOf } from "./publishing-service";
import { noteSearchChange } from "../search/log";

/**
 * Items saved before drafts existed (issue 22) have no `status` or `publishAt`. They were public from their
 * `createdAt`, and single reads already take them so (services/items/visibility.ts), but a query cannot match a missing field:
 * this writes the two fields into each, so lists, feeds and the sitemap find them. It is idempotent and runs in the
 * daily sweep (index.ts) and once after a deploy (`npm run migrate-items`, docs/operations.md).
 */

const PAGE = 300;
const BATCH_ITEMS = 250;

/** Gives every legacy item its status and publish time; answers how many it changed. */
export async function migrateLegacyItems(): Promise<number> {
  let changed = 0;
  for (const kind of ITEM_KIND_NAMES) {
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      let page = collectionOf(kind).orderBy(FieldPath.documentId()).select(STATUS, "createdAt").limit(PAGE);
      if (last) page = page.startAfter(last.id);
      const snapshot = await page.get();
      const legacy = snapshot.docs.filter((doc) => doc.get(STATUS) === undefined);
      // Each item with its search log entry (services/search/log.ts), so running indexes take it in at once: two writes per
      // item, at most BATCH_ITEMS items per batch, within a batch's 500 writes.
      for (let at = 0; at < legacy.length; at += BATCH_ITEMS) {
        const batch = db().batch();
        for (const doc of legacy.slice(at, at + BATCH_ITEMS)) {
          batch.update(doc.ref, { [STATUS]: "published", [PUBLISH_AT]: doc.get("createdAt") ?? FieldValue.serverTimestamp() });
          noteSearchChange(batch, kind, doc.id);
        }
        await batch.commit();
      }
      changed += legacy.length;
      if (snapshot.size < PAGE) break;
      last = snapshot.docs[snapshot.docs.length - 1];
    }
  }
  return changed;
}

/**
 * The outbox once kept every activity it sent, full text and image URLs included, in `fediverseOutbox`, and served
 * them to anyone, trashed and purged items too (issue 31). It is now read from the items as they are
 * (fediverse/federation/outbox.ts); this removes the old records. Idempotent: once they are gone it reads nothing.
 */
export async function removeSentActivityRecords(): Promise<void> {
  await db().recursiveDelete(db().collection("fediverseOutbox"));
}
