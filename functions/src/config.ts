import siteConfigFile from "../../site.config.json";
import { parseSiteConfig } from "./contract/site-config";

// Checked when the function loads, so a wrong field in site.config.json fails the emulator's start or the deploy
// with the field's name, rather than a request later. The file is inlined by the bundle (functions/build.mjs):
// editing it takes a rebuild, and in production a redeploy.
const siteConfig = parseSiteConfig(siteConfigFile);

/** The owner's account, from site.config.json: nobody else can register this username. */
export function ownerAccount(): { username: string; email: string } {
  return {
    username: siteConfig.ownerAccount.username,
    email: siteConfig.ownerAccount.email.toLowerCase(),
  };
}

/** The owner's display name, from site.config.json: the name an account made by the admin command starts with. */
export const ownerName = (): string => siteConfig.owner.name;

/** The site's one-line description, from site.config.json: the fediverse account's bio too. */
export const siteDescription = (): string => siteConfig.site.description;

/** The owner's links elsewhere, from site.config.json: the sidebar's, and the fediverse account's profile fields. */
export const socialLinks = (): readonly { label: string; url: string }[] => siteConfig.socialLinks;

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

/** The project's own Firebase Hosting domains, which serve the same site as SITE_ORIGIN (the default site's id is the project's). */
function projectHostingOrigins(): string[] {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
}

/**
 * Whether a browser's Origin header names this site: the configured origin, or one of the project's own Hosting
 * domains (Hosting serves the site at both even when SITE_ORIGIN is a custom domain, and a member there must be
 * able to log in), and on the emulators the same site on localhost (localhostOrigin). All come from configuration,
 * never from the request.
 */
export function isSiteOrigin(origin: string): boolean {
  return origin === siteOrigin() || projectHostingOrigins().includes(origin) || origin === localhostOrigin();
}

/**
 * The site as the local stack serves it at http://localhost:<port> too, on the emulators only: browsers refuse an IP
 * address as a WebAuthn relying party ("This is an invalid domain" on http://127.0.0.1), so passkeys are tried
 * locally on localhost. Null in production, and when the configured origin is not a loopback IP.
 */
export function localhostOrigin(): string | null {
  if (process.env.FUNCTIONS_EMULATOR !== "true") return null;
  const url = new URL(siteOrigin());
  if (url.hostname !== "127.0.0.1") return null;
  url.hostname = "localhost";
  return url.origin;
}

/**
 * The WebAuthn relying party: its id is the configured origin's host, and a passkey's answer must come from that
 * origin, never from what a request says (docs/accounts.md, "Passkeys"). Locally the id is "localhost".
 */
export function relyingParty(): { id: string; origins: string[] } {
  const local = localhostOrigin();
  if (local) return { id: "localhost", origins: [local] };
  return { id: new URL(siteOrigin()).hostname, origins: [siteOrigin()] };
}
