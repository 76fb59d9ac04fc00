/**
 * The site's one public origin (like https://example.web.app), for canonical, Open Graph and JSON-LD links, feeds,
 * the sitemap, the app shell the page renderer fetches and the Origin check of state-changing calls. It comes from
 * configuration (SITE_ORIGIN: functions/.env.<project> in production, the local Hosting address from the local
 * stack), never from a request: Host and X-Forwarded-Host are whatever a direct caller of the function sends, and
 * trusting them let a caller choose the host the function fetches and the links a cached page carries.
 */
export function siteOrigin(): string {
  return (configured ??= readSiteOrigin(process.env.SITE_ORIGIN));
}

let configured: string | undefined;

/** The configured value, checked: an http(s) origin with nothing after it. A bad or missing value throws. */
export function readSiteOrigin(value: string | undefined): string {
  if (!value) {
    throw new Error("SITE_ORIGIN is not set: add SITE_ORIGIN=https://<your-site> to functions/.env.<project>.");
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN must be an address like https://example.web.app, not "${value}".`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`SITE_ORIGIN must be an origin (scheme, host and port only) like https://example.web.app, not "${value}".`);
  }
  return url.origin;
}
