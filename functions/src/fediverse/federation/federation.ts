import { createFederation, type Federation } from "@fedify/fedify";
import { Note, QuoteAuthorization, type Recipient } from "@fedify/vocab";
import { siteOrigin } from "../../config";
import { FEDIVERSE_LIMITS, FEDIVERSE_PATHS } from "../../contract/fediverse";
import { countFollowers, followerInboxes, removeFollower } from "../services/followers";
import { isBlockedHost } from "../services/settings";
import { quoteApprovalOf } from "../services/quotes";
import { collectionOf } from "../../services/items/publishing-service";
import { isPublicItem } from "../../services/items/visibility";
import { ownerActor } from "./actor";
import { CloudTasksQueue } from "./cloud-tasks-queue";
import { FirestoreKvStore } from "./firestore-kv-store";
import { listenToInbox } from "./inbox";
import { ownerKeyPairs } from "./keys";
import { authenticatedDocumentLoaderFactory, contextLoaderFactory, documentLoaderFactory, type Signer } from "./loaders";
import { ownerIdentifier } from "./objects";
import { countOutbox, outboxPage } from "./outbox";
import { ownerAnswer } from "./owner-answers";

/**
 * The site as one fediverse account, built on Fedify (docs/fediverse.md says why Fedify): WebFinger, NodeInfo,
 * the owner's actor with its keys, the followers, following and outbox collections, the inbox and the owner's
 * answers as Notes. Fedify signs every request it sends and verifies every one it receives; its store is Firestore
 * and its queue Cloud Tasks. Made once per instance, on the first request or task that needs it.
 */
let federation: Federation<unknown> | undefined;

export function theFederation(): Federation<unknown> {
  return (federation ??= buildFederation());
}

/** Where the QuoteAuthorization of an approved quote is served (FEP-044f). */
const QUOTE_AUTHORIZATION_PATH = "/ap/quotes/{id}";

/** The owner's RSA key, which signs every fetch (loaders.ts), under the id Fedify gives it in the actor. */
const ownerSigner: Signer = async () => {
  const [rsa] = await ownerKeyPairs();
  if (!rsa) throw new Error("The owner has no signing key.");
  const actor = new URL(FEDIVERSE_PATHS.actor.replace("{identifier}", encodeURIComponent(ownerIdentifier())), siteOrigin());
  return { keyId: new URL("#main-key", actor), privateKey: rsa.privateKey };
};

/** Followers read per page while Fedify walks them for a delivery. */
const FOLLOWERS_READ = 500;

function buildFederation(): Federation<unknown> {
  const kv = new FirestoreKvStore();
  const queue = new CloudTasksQueue();
  const built = createFederation<unknown>({
    kv,
    // Deliveries and fan-outs are queued; the inbox works in the request, so a follow is answered at once.
    queue: { outbox: queue, fanout: queue },
    manuallyStartQueue: true,
    origin: siteOrigin(),
    documentLoaderFactory: documentLoaderFactory(kv, ownerSigner),
    contextLoaderFactory: contextLoaderFactory(kv),
    authenticatedDocumentLoaderFactory,
    signatureTimeWindow: { hours: 1 },
  });

  built
    .setActorDispatcher(FEDIVERSE_PATHS.actor, async (ctx, identifier) => (identifier === ownerIdentifier() ? ownerActor(ctx) : null))
    .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === ownerIdentifier() ? ownerKeyPairs() : []));

  // Deliveries ask with no cursor and get every follower whose server is not blocked, read 500 at a time; a server
  // that GETs the collection gets its count and pages of 50 (the first cursor), never the whole list in one read.
  built
    .setFollowersDispatcher(FEDIVERSE_PATHS.followers, async (_ctx, identifier, cursor) => {
      if (identifier !== ownerIdentifier()) return null;
      if (cursor !== null) {
        const page = await followerInboxes(cursor || null, FEDIVERSE_LIMITS.pageSize);
        return { items: await deliverable(page.followers), nextCursor: page.nextCursor };
      }
      const items: Recipient[] = [];
      let next: string | null = null;
      do {
        const page = await followerInboxes(next, FOLLOWERS_READ);
        items.push(...(await deliverable(page.followers)));
        next = page.nextCursor;
      } while (next);
      return { items };
    })
    .setFirstCursor(() => "")
    .setCounter(() => countFollowers());

  built.setFollowingDispatcher(FEDIVERSE_PATHS.following, () => ({ items: [] })).setCounter(() => 0);

  built
    .setOutboxDispatcher(FEDIVERSE_PATHS.outbox, async (ctx, identifier, cursor) =>
      identifier === ownerIdentifier() && cursor !== null ? outboxPage(ctx, cursor) : null,
    )
    .setFirstCursor(() => "")
    .setCounter(() => countOutbox());

  built.setObjectDispatcher(Note, FEDIVERSE_PATHS.reply, async (ctx, { id }) => (await ownerAnswer(ctx, id))?.note ?? null);

  // The proof of an approved quote (FEP-044f), while the item quoted is public.
  built.setObjectDispatcher(QuoteAuthorization, QUOTE_AUTHORIZATION_PATH, async (ctx, { id }) => {
    const approval = await quoteApprovalOf(id);
    const item = approval ? (await collectionOf(approval.kind).doc(approval.itemId).get()).data() : undefined;
    if (!approval || !isPublicItem(item)) return null;
    return new QuoteAuthorization({
      id: ctx.getObjectUri(QuoteAuthorization, { id }),
      attribution: ctx.getActorUri(ownerIdentifier()),
      interactingObject: new URL(approval.quoteId),
      interactionTarget: new URL(approval.objectId),
    });
  });

  // What the inbox fetches (the sender, their note) is signed with the owner's key, as servers in "authorized
  // fetch" mode ask.
  const inbox = built.setInboxListeners(FEDIVERSE_PATHS.inbox, FEDIVERSE_PATHS.sharedInbox);
  inbox.setSharedKeyDispatcher(() => ({ identifier: ownerIdentifier() }));
  listenToInbox(inbox);

  // An inbox that answers 410 Gone has gone for good (an account or a server closed): its followers are removed, so
  // no later post is sent there again. A 404 may be a passing mistake, and Fedify only stops that one delivery.
  built.setOutboxPermanentFailureHandler(async (_ctx, { reason, statusCode, actorIds }) => {
    if (reason !== "http" || statusCode !== 410) return;
    await Promise.all(actorIds.map((actorId) => removeFollower(actorId.href)));
  });

  built.setNodeInfoDispatcher("/nodeinfo/2.1", async () => ({
    software: { name: "devfolio", version: "1.0.0", homepage: new URL(siteOrigin()) },
    protocols: ["activitypub"],
    // Members can sign up to the site, but nobody else gets a fediverse account here.
    openRegistrations: false,
    usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: await countOutbox(), localComments: 0 },
  }));

  return built;
}

/** Followers as Fedify's recipients, leaving out those on a server the owner blocked since they followed. */
async function deliverable(followers: { actorId: string; inbox: string; sharedInbox: string }[]): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (const follower of followers) {
    const actorId = URL.parse(follower.actorId);
    const inboxId = URL.parse(follower.inbox);
    if (!actorId || !inboxId || (await isBlockedHost(actorId.host))) continue;
    const sharedInbox = URL.parse(follower.sharedInbox);
    recipients.push({ id: actorId, inboxId, endpoints: sharedInbox ? { sharedInbox } : null });
  }
  return recipients;
}
