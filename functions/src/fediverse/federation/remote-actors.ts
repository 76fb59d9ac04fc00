import type { Context } from "@fedify/fedify";
import { isActor, type Actor } from "@fedify/vocab";
import type { RemoteAuthor } from "../../contract/fediverse-schemas";
import { copyRemoteAvatar, knownAvatar } from "../services/remote-avatars";
import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import { isDeliverable, userAgent } from "./loaders";
import { fetchRemoteFile } from "./remote-files";
import { verifiedAccount } from "./webfinger";

/**
 * A remote actor as our pages and the owner's people page show them, read from their document. Their handle is the
 * one WebFinger verifies (webfinger.ts), since a server's account domain may differ from its web domain; when it
 * does not verify, it is built from the actor's host. Their
 * avatar is copied into our Storage (fediverse/services/remote-avatars.ts); one that cannot be fetched or read is left out,
 * and the default avatar shows.
 */
export async function remoteAuthorOf(ctx: Context<unknown>, actor: Actor & { id: URL }): Promise<RemoteAuthor> {
  const id = actor.id;
  const username = usernameOf(actor.preferredUsername?.toString() ?? "");
  const icon = await actor.getIcon({ documentLoader: ctx.documentLoader }).catch(() => null);
  const iconUrl = icon?.url instanceof URL ? icon.url : icon?.url?.href;
  const page = actor.url instanceof URL ? actor.url : actor.url?.href;
  const account = username ? await verifiedAccount(id, username).catch(() => null) : null;
  return {
    name: (actor.name?.toString() || username || id.host).slice(0, NAME_MAX),
    handle: `@${account ?? `${username || "unknown"}@${id.host}`}`,
    url: webAddressOrEmpty(page ?? id),
    avatar: iconUrl ? await copiedRemoteAvatar(id.href, iconUrl.href) : "",
    server: id.host,
  };
}

/**
 * The copy in our Storage of an author's picture at `source` (a fediverse actor's icon, a web author's h-card photo),
 * made once per author and picture through the fetch guard; "" when it cannot be fetched or is not an image we take.
 */
export async function copiedRemoteAvatar(authorId: string, source: string): Promise<string> {
  const known = await knownAvatar(authorId, source);
  if (known) return known;
  const bytes = await fetchRemoteFile(source);
  return (bytes && (await copyRemoteAvatar(authorId, source, bytes))) || "";
}

// What a remote server says of its account is stored and shown on our pages: each field is bounded, and a username
// is only the characters a handle is made of, so "@alice@mastodon.social@evil.example" cannot pass for another.
const NAME_MAX = 100;
const URL_MAX = 2048;
const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

const usernameOf = (value: string) => (value.length <= 64 && USERNAME.test(value) ? value : "");

/** Only web addresses are kept for links: never javascript:, data: or anything else a page could run. */
function webAddressOrEmpty(url: URL | null | undefined): string {
  return url && (url.protocol === "https:" || url.protocol === "http:") && url.href.length <= URL_MAX ? url.href : "";
}

/** The actor who sent an activity, when it is an actor whose inboxes we may deliver to. */
export async function deliverableActor(ctx: Context<unknown>, activity: { getActor(options: object): Promise<unknown> }) {
  const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  if (!isActor(actor) || !actor.id || !actor.inboxId) return null;
  const sharedInbox = actor.endpoints?.sharedInbox ?? null;
  if (!(await isDeliverable(actor.inboxId.href))) return null;
  return {
    actor: actor as Actor & { id: URL },
    inbox: actor.inboxId,
    sharedInbox: sharedInbox && (await isDeliverable(sharedInbox.href)) ? sharedInbox : null,
  };
}

/**
 * Whether an actor's own server says the account is gone (410 Gone, or 404): read fresh, never from the cache, under
 * the guard of our deliveries. A server that does not answer, or answers anything else, says nothing of the kind.
 */
export async function actorIsGone(actorId: URL): Promise<boolean> {
  if (!(await isDeliverable(actorId.href))) return false;
  const response = await fetch(actorId, {
    headers: { Accept: "application/activity+json", "User-Agent": userAgent() },
    redirect: "manual",
    signal: AbortSignal.timeout(FEDIVERSE_LIMITS.fetchTimeoutMs),
  }).catch(() => null);
  await response?.body?.cancel().catch(() => undefined);
  return response?.status === 410 || response?.status === 404;
}
