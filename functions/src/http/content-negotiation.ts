/**
 * Whether a request's Accept header asks for ActivityPub rather than a page (issue 23): its most preferred type is
 * `application/activity+json`, or `application/ld+json` (Mastodon sends that with the ActivityStreams profile).
 * A browser's header puts text/html first and gets the page. The header is cut before it is read.
 */
export function wantsActivityJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let best: { type: string; q: number } | null = null;
  for (const part of accept.slice(0, 1024).split(",")) {
    const [type = "", ...parameters] = part.split(";").map((each) => each.trim().toLowerCase());
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { type, q };
  }
  return best?.type === "application/activity+json" || best?.type === "application/ld+json";
}

/** What every answer of an address that negotiates says, so the CDN keeps the page and the object apart. */
export const VARY_ACCEPT = { Vary: "Accept" } as const;
