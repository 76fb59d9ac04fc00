import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import { isDeliverable, userAgent } from "./loaders";

/** A WebFinger answer is a few hundred bytes; more is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Mastodon's account domain redirects its WebFinger to the web domain: one or two hops, never a chain. */
const MAX_REDIRECTS = 3;

interface Jrd {
  subject?: unknown;
  links?: unknown;
}

/**
 * Asks `origin` (scheme and host) for `acct:{account}`: the guard of our deliveries on every hop (a public https
 * address in production, the loopback only on the emulators), redirects followed by hand so each is checked, a
 * time-out and a byte bound. Fedify's own lookup would do the same, but asks https only, which the emulators' test
 * servers do not speak. Answers the parsed JRD, or null.
 */
async function lookUp(origin: string, account: string, signal: AbortSignal): Promise<Jrd | null> {
  let url = new URL(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${account}`)}`, origin);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!(await isDeliverable(url.href))) return null;
    const response = await fetch(url, {
      headers: { Accept: "application/jrd+json", "User-Agent": userAgent() },
      redirect: "manual",
      signal,
    }).catch(() => null);
    if (!response) return null;
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const next = URL.parse(location, url.href);
      if (!next) return null;
      url = next;
      continue;
    }
    if (!response.ok || Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) return null;
    const body = await response.text().catch(() => "");
    if (body.length > MAX_ANSWER_BYTES) return null;
    try {
      const parsed = JSON.parse(body) as unknown;
      return parsed && typeof parsed === "object" ? (parsed as Jrd) : null;
    } catch {
      return null;
    }
  }
  return null;
}

const ACCOUNT = /^acct:([A-Za-z0-9_.-]{1,64})@([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)$/;

/** The answer's subject as `user@domain`, when its `self` link names `actorId`; null otherwise. */
function accountPointingAt(jrd: Jrd | null, actorId: string): string | null {
  if (!jrd || typeof jrd.subject !== "string" || jrd.subject.length > 400 || !Array.isArray(jrd.links)) return null;
  const match = ACCOUNT.exec(jrd.subject);
  const self = (jrd.links as { rel?: unknown; type?: unknown; href?: unknown }[]).some(
    (link) =>
      link?.rel === "self" &&
      (link.type === "application/activity+json" || String(link.type).startsWith("application/ld+json")) &&
      link.href === actorId,
  );
  return match && self ? `${match[1]}@${match[2]!.toLowerCase()}` : null;
}

/**
 * The handle a remote actor is known by, as Mastodon finds it: WebFinger on the actor's own server for
 * `acct:{preferredUsername}@{its host}`, whose subject is the account (`bob@example.com` for an actor served from
 * social.example.com) and whose `self` link must be the actor. An account on another domain is asked again there,
 * and must name the same actor, or any server could claim any domain's names. Null when it does not verify.
 * Both lookups share one time-out: the inbox waits for them, and the sender's delivery must not time out.
 */
export async function verifiedAccount(actorId: URL, username: string): Promise<string | null> {
  const signal = AbortSignal.timeout(FEDIVERSE_LIMITS.fetchTimeoutMs);
  const here = accountPointingAt(await lookUp(actorId.origin, `${username}@${actorId.host}`, signal), actorId.href);
  if (!here) return null;
  const domain = here.slice(here.indexOf("@") + 1);
  if (domain === actorId.host.toLowerCase()) return here;
  const there = accountPointingAt(await lookUp(`${actorId.protocol}//${domain}`, here, signal), actorId.href);
  return there === here ? here : null;
}
