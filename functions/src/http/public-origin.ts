import type { ApiRequest } from "./router";

/**
 * The public site's origin, for canonical links, feeds and the sitemap. Behind Hosting the request names the
 * site in X-Forwarded-Host; the local emulators answer over plain http on 127.0.0.1.
 */
export function publicOrigin(request: ApiRequest): string {
  const forwarded = request.headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || request.headers.host || "localhost";
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  return `${local ? "http" : "https"}://${host}`;
}
