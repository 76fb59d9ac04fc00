import type { Context } from "@fedify/fedify";
import { isActor, type Actor } from "@fedify/vocab";
import type { RemoteAuthor } from "../contract/fediverse-schemas";
import { isDeliverable } from "./loaders";

/** A remote actor as our pages and the owner's people page show them. Read from their document, with no lookup. */
export async function remoteAuthorOf(ctx: Context<unknown>, actor: Actor): Promise<RemoteAuthor> {
  const id = actor.id!;
  const username = actor.preferredUsername?.toString() ?? "";
  const icon = await actor.getIcon({ documentLoader: ctx.documentLoader }).catch(() => null);
  const iconUrl = icon?.url instanceof URL ? icon.url : icon?.url?.href;
  const page = actor.url instanceof URL ? actor.url : actor.url?.href;
  return {
    name: actor.name?.toString() || username || id.host,
    handle: `@${username || "unknown"}@${id.host}`,
    url: httpsOrEmpty(page ?? id),
    avatar: httpsOrEmpty(iconUrl),
    server: id.host,
  };
}

/** Only web addresses are kept for links and images: never javascript:, data: or anything else a page could run. */
function httpsOrEmpty(url: URL | null | undefined): string {
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.href : "";
}

/** The actor who sent an activity, when it is an actor whose inboxes we may deliver to. */
export async function deliverableActor(ctx: Context<unknown>, activity: { getActor(options: object): Promise<unknown> }) {
  const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader }).catch(() => null);
  if (!isActor(actor) || !actor.id || !actor.inboxId) return null;
  const sharedInbox = actor.endpoints?.sharedInbox ?? null;
  if (!(await isDeliverable(actor.inboxId.href))) return null;
  return { actor, sharedInbox: sharedInbox && (await isDeliverable(sharedInbox.href)) ? sharedInbox : null };
}
