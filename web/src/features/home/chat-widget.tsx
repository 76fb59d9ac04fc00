import { useEffect } from "react";

/**
 * The third-party live chat of the home page (Tawk.to), loaded as external scripts.
 *
 * Configure it with Vite env vars, for example in web/.env.local:
 *   VITE_TAWK_PROPERTY_ID=<property id from the Tawk dashboard's embed code>
 *   VITE_TAWK_WIDGET_IDS=<widget id>[,<second widget id>]   (optional, default "default")
 * Each widget id becomes one script, https://embed.tawk.to/<property id>/<widget id>; the production site
 * uses two. Without VITE_TAWK_PROPERTY_ID nothing is loaded, so local development and tests stay offline.
 */
const PROPERTY_ID: string | undefined = import.meta.env.VITE_TAWK_PROPERTY_ID;
const WIDGET_IDS: string[] = String(import.meta.env.VITE_TAWK_WIDGET_IDS ?? "default")
  .split(",")
  .map((id) => id.trim())
  .filter(Boolean);

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

function addScripts(propertyId: string): void {
  window.Tawk_API = window.Tawk_API ?? {};
  window.Tawk_LoadStart = new Date();
  for (const widgetId of WIDGET_IDS) {
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
    script.charset = "UTF-8";
    script.setAttribute("crossorigin", "*");
    document.body.appendChild(script);
  }
  scriptsAdded = true;
}

/** Renders nothing; shows the chat while the home page is open and hides it elsewhere. */
export function ChatWidget() {
  useEffect(() => {
    if (!PROPERTY_ID) return;
    if (scriptsAdded) window.Tawk_API?.showWidget?.();
    else addScripts(PROPERTY_ID);
    return () => window.Tawk_API?.hideWidget?.();
  }, []);
  return null;
}
