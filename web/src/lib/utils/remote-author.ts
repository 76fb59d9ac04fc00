import { DEFAULT_PROFILE_IMAGE } from "@contract/site";

// What another server says about a fediverse author is shown, never trusted. Their avatar is the server's copy in the
// site's own Storage (functions/src/fediverse/services/remote-avatars.ts), and is still loaded only over https (an http
// picture would make the page mixed content), or from a loopback address: the local emulators' Storage is
// http://127.0.0.1, and a reader's browser never gets such a picture from a deployed site (the guard that copies
// avatars refuses loopback addresses there, and its Content-Security-Policy names none). Their profile is linked only
// when it is an http(s) page.

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function urlOf(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The remote avatar when it is an https (or loopback) address, else the site's default avatar. */
export function remoteAvatarSrc(avatar: string): string {
  const url = urlOf(avatar);
  const served = url?.protocol === "https:" || (url?.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return url && served ? url.href : DEFAULT_PROFILE_IMAGE;
}

/** The author's profile page as a link target, or null when it is no http(s) address (javascript:, data:...). */
export function remoteProfileHref(profile: string): string | null {
  const url = urlOf(profile);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.href : null;
}
