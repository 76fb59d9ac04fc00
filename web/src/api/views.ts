import { isCountedPath } from "@contract/stats-paths";
import { apiPaths } from "@contract/routes";

// Loaded after the page has painted (lib/hooks/use-view-beacon.ts imports it on demand), so counting views adds
// nothing to any page's first load. sendBeacon is not fetch: the browser sends it even while the page unloads, with
// the site's Origin and no answer to wait for. Its string body goes as text/plain, which the API reads as JSON.

/** The host of an address, or undefined for none ("", a file: page, a malformed referrer). */
function hostOf(address: string): string | undefined {
  try {
    const { protocol, host } = new URL(address);
    return (protocol === "https:" || protocol === "http:") && host ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/views {path, referrer}: one page view, for the site's public pages only. `cameFrom` is the page before
 * (document.referrer on the first page, this site for a navigation inside it); only its host is sent.
 */
export function sendView(path: string, cameFrom: string): void {
  if (!isCountedPath(path) || typeof navigator.sendBeacon !== "function") return;
  const referrer = hostOf(cameFrom);
  navigator.sendBeacon(apiPaths.views, JSON.stringify(referrer ? { path, referrer } : { path }));
}
