import { FieldPath, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { removeCountedRecords, type CountedRecord } from "./counted-removals";
import { LIKES } from "./likes-and-comments";

/** Items looked at per read: one getAll of as many possible like records follows each page. */
const ITEMS_PER_PAGE = 300;

/**
 * Takes back every like of one user, on every item of the five kinds, each item's likeCount with it.
 * A like is {kind}/{id}/likes/{uid} and stores nothing else, so no query finds one user's likes: this
 * walks the items (their ids only) and reads that user's like record under each, about two reads per
 * published item. Items number in the hundreds or thousands, not the 100,000 likes a popular one may
 * carry, and an account is deleted rarely, so the walk is the cheap way that finds every like.
 */
export async function removeAllLikes(uid: string): Promise<void> {
  for (const kind of ITEM_KIND_NAMES) {
    const items = db().collection(ITEM_KINDS[kind].collection);
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      let query = items.orderBy(FieldPath.documentId()).select().limit(ITEMS_PER_PAGE);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      if (page.empty) break;
      const likes = await db().getAll(...page.docs.map((item) => item.ref.collection(LIKES).doc(uid)));
      const found: CountedRecord[] = page.docs.flatMap((item, index) => {
        const like = likes[index];
        return like?.exists ? [{ record: like.ref, counter: { doc: item.ref, fields: { likeCount: 1 } } }] : [];
      });
      await removeCountedRecords(found);
      if (page.size < ITEMS_PER_PAGE) break;
      last = page.docs.at(-1);
    }
  }
}
