import type { ItemKind } from "../../contract/item-kinds";
import type { PublishingAudience } from "../../contract/publishing-audience";
import { ALL_POSTS } from "../../contract/subscriptions";
import { db } from "../../firebase";
import { dailyCapReached, wasAnnounced } from "../mail/announcements";
import { countFollowers } from "../../fediverse/services/followers";
import { SUBSCRIPTIONS } from "../mail/subscriptions-service";

/**
 * Who hears of an item of `kind` when it becomes public, counted the way the mail and federation tasks choose their
 * recipients: the subscriptions whose `posts` take the kind or "all" (services/mail/announcement-pages.ts reads the same
 * query page by page), and the fediverse followers. count() aggregations: one read per 1,000 documents counted, never
 * the documents themselves.
 */
export async function publishingAudience(kind: ItemKind, id?: string): Promise<PublishingAudience> {
  const [subscribers, followers, alreadyEmailed, capReached] = await Promise.all([
    db().collection(SUBSCRIPTIONS).where("posts", "array-contains-any", [kind, ALL_POSTS]).count().get(),
    countFollowers(),
    id ? wasAnnounced(kind, id) : Promise.resolve(false),
    dailyCapReached(),
  ]);
  return { success: true, kind, subscribers: subscribers.data().count, followers, alreadyEmailed, dailyMailCapReached: capReached };
}
