/**
 * Whether a request's Accept header asks for ActivityPub rather than a page (issue 23): its most preferred type is
 * `application/activity+json`, or `application/ld+json` (Mastodon sends that with the ActivityStreams profile).
 * A browser's header puts text/html first and gets the page. The header is cut before it is read.
 */
export function wantsActivityJson(accept: string | undefined): boolean {
  const type = preferredType(accept);
  return type === "application/activity+json" || type === "application/ld+json";
}

/** Whether a request's Accept header prefers Markdown (`text/markdown`) to a page: an item's Markdown file (issue 36). */
export const wantsMarkdown = (accept: string | undefined): boolean => preferredType(accept) === "text/markdown";

/** The type an Accept header prefers most (the first of the highest q), lower-cased; null for none. */
function preferredType(accept: string | undefined): string | null {
  if (!accept) return null;
  let best: { type: string; q: number } | null = null;
  for (const part of accept.slice(0, 1024).split(",")) {
    const [type = "", ...parameters] = part.split(";").map((each) => each.trim().toLowerCase());
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { type, q };
  }
  return best?.type ?? null;
}

/** What every answer of an address that negotiates says, so the CDN keeps the page and the object apart. */
export const VARY_ACCEPT = { Vary: "Accept" } as const;
