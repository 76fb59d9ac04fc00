import { isCountedPath } from "@contract/stats-paths";
import { apiPaths } from "@contract/routes";

// It rides in the data layer's chunk (web/vite.config.ts): 0.4 KB gzip more on every first load, against a chunk of its
// own of 0.6 KB and a request. sendBeacon is not fetch: the browser sends it even while the page unloads, with
// the site's Origin and no answer to wait for. Its string body goes as text/plain, which the API reads as JSON.

/** The host of an address, or undefined for none ("", a file: page, a malformed referrer). */
function hostOf(address: string): string | undefined {
  try {
    const { protocol, host } = new URL(address);
    return /^https?:$/.test(protocol) && host ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A view is sent once its page has settled: SETTLE_MS after it is asked for, then at the browser's next quiet moment.
 * Sent at hydration, its request shared a slow phone's connection with the page's own code and images while the
 * API's work ran beside the page's start (Lighthouse on the phone profile, an article: total blocking time 226-345 ms
 * with the view sent at hydration, 123-182 ms without it, four runs each). None is lost: a view still waiting goes at
 * once when the page hides (the reader leaves) or the next view comes (the reader moved on).
 */
export const SETTLE_MS = 2500;

/** Sends the view still waiting, if any. */
let sendWaiting: (() => void) | null = null;

function sendOnceSettled(send: () => void): void {
  sendWaiting?.();
  const sendNow = () => {
    if (sendWaiting !== sendNow) return;
    sendWaiting = null;
    removeEventListener("pagehide", sendNow);
    send();
  };
  sendWaiting = sendNow;
  addEventListener("pagehide", sendNow);
  // A browser without requestIdleCallback sends it when the wait ends; with it, a settled page's view waits at most
  // 2 s more for a quiet moment.
  setTimeout(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(sendNow, { timeout: 2000 }) : sendNow()), SETTLE_MS);
}

/**
 * POST /api/views {path, referrer}: one page view, for the site's public pages only, once the page has settled.
 * `cameFrom` is the page before (document.referrer on the first page, this site for a navigation inside it); only its
 * host is sent. `byOwner` is asked again when the view goes: the owner's account may have loaded while it waited, and
 * the server would leave the owner's view out anyway.
 */
export function sendView(path: string, cameFrom: string, byOwner: () => boolean): void {
  // Every browser the build targets (ES2022) has sendBeacon.
  if (!isCountedPath(path)) return;
  // JSON leaves an undefined referrer out.
  const body = JSON.stringify({ path, referrer: hostOf(cameFrom) });
  sendOnceSettled(() => {
    // A view that cannot go (no sendBeacon, as in jsdom) is lost; the page it counts, which may be sending it from its
    // own render's effect, must not be.
    try {
      if (!byOwner()) navigator.sendBeacon(apiPaths.views, body);
    } catch {
      // Nothing to tell the reader: counting is the owner's business.
    }
  });
}
