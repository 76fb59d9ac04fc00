import { FieldValue } from "firebase-admin/firestore";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { writeCounted } from "../../services/engagement/counted-records";
import { collectionOf } from "../../services/items/publishing-service";
import { digest } from "../../services/secrets";

/**
 * Likes and boosts from the fediverse, counted on the item beside our own likes and never mixed into them
 * (`fediverseLikeCount`, `fediverseBoostCount`). Each is one record in fediverseReactions, keyed by who reacted,
 * how and to what, so a repeated or re-delivered activity counts once and its Undo uncounts it exactly once.
 */
export const FEDIVERSE_REACTIONS = "fediverseReactions";

export type ReactionType = "like" | "boost";

const COUNTER_OF: Record<ReactionType, string> = { like: "fediverseLikeCount", boost: "fediverseBoostCount" };

const reactionRef = (type: ReactionType, actorId: string, kind: ItemKind, id: string) =>
  db().collection(FEDIVERSE_REACTIONS).doc(digest(`${type}\n${actorId}\n${kind}\n${id}`));

/** Counts a reaction; answers whether it was new. */
export function addReaction(type: ReactionType, actorId: string, kind: ItemKind, id: string): Promise<boolean> {
  const item = collectionOf(kind).doc(id);
  const record = { type, actorId, kind, itemId: id, at: FieldValue.serverTimestamp() };
  return writeCounted("create", reactionRef(type, actorId, kind, id), record, [{ doc: item, fields: { [COUNTER_OF[type]]: 1 } }]);
}

/** Takes a reaction back (its Undo); answers whether there was one. */
export function removeReaction(type: ReactionType, actorId: string, kind: ItemKind, id: string): Promise<boolean> {
  const item = collectionOf(kind).doc(id);
  return writeCounted("delete", reactionRef(type, actorId, kind, id), {}, [{ doc: item, fields: { [COUNTER_OF[type]]: 1 } }]);
}

/** Removes an item's fediverse likes and boosts when the item is purged (its counters go with the item). */
export async function removeReactionsOf(kind: ItemKind, id: string): Promise<void> {
  const writer = db().bulkWriter();
  const reactions = await db().collection(FEDIVERSE_REACTIONS).where("kind", "==", kind).where("itemId", "==", id).get();
  for (const reaction of reactions.docs) void writer.delete(reaction.ref);
  await writer.close();
}
