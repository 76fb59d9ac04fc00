import { useEffect } from "react";
import { CHAT } from "@/lib/utils/site";

/**
 * The third-party live chat of the home page (Tawk.to), loaded as external scripts.
 *
 * Its ids come from site.config.json's `chat` (docs/site-config.md): each widget id becomes one script,
 * https://embed.tawk.to/<property id>/<widget id>. An empty property id loads nothing, which keeps local
 * development and tests offline. (firebase.json's Content-Security-Policy already allows embed.tawk.to.)
 */
export function chatScriptUrls({ tawkPropertyId, tawkWidgetIds }: typeof CHAT): string[] {
  if (!tawkPropertyId) return [];
  return tawkWidgetIds.map(
    (widgetId) => `https://embed.tawk.to/${encodeURIComponent(tawkPropertyId)}/${encodeURIComponent(widgetId)}`,
  );
}

const SCRIPT_URLS = chatScriptUrls(CHAT);

interface TawkApi {
  showWidget?: () => void;
  hideWidget?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

// The widget keeps itself alive once loaded; loading it again on every visit to / would start a second one.
let scriptsAdded = false;

function addScripts(urls: string[]): void {
  window.Tawk_API = window.Tawk_API ?? {};
  window.Tawk_LoadStart = new Date();
  for (const url of urls) {
    const script = document.createElement("script");
    script.async = true;
    script.src = url;
    script.charset = "UTF-8";
    script.setAttribute("crossorigin", "*");
    document.body.appendChild(script);
  }
  scriptsAdded = true;
}

/** Renders nothing; shows the chat while the home page is open and hides it elsewhere. */
export function ChatWidget() {
  useEffect(() => {
    if (SCRIPT_URLS.length === 0) return;
    if (scriptsAdded) window.Tawk_API?.showWidget?.();
    else addScripts(SCRIPT_URLS);
    return () => window.Tawk_API?.hideWidget?.();
  }, []);
  return null;
}
