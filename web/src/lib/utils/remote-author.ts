import { DEFAULT_PROFILE_IMAGE } from "@contract/site";

// What another server says about a fediverse author is shown, never trusted. Their avatar is the server's copy in the
// site's own Storage (functions/src/fediverse/services/remote-avatars.ts), and is still loaded only over https (an http
// picture would make the page mixed content; on the local emulators, where Storage is http, the default shows); their
// profile is linked only when it is an http(s) page.

function urlOf(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The remote avatar when it is an https address, else the site's default avatar. */
export function remoteAvatarSrc(avatar: string): string {
  const url = urlOf(avatar);
  return url?.protocol === "https:" ? url.href : DEFAULT_PROFILE_IMAGE;
}

/** The author's profile page as a link target, or null when it is no http(s) address (javascript:, data:...). */
export function remoteProfileHref(profile: string): string | null {
  const url = urlOf(profile);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.href : null;
}
