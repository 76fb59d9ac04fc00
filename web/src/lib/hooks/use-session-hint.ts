import { useSyncExternalStore } from "react";
import { hasSessionToken } from "@/lib/data/session-token";

// Another tab logging in or out fires "storage"; this tab's own changes are picked up on the next
// render, which every route change causes for the sidebar.
function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** Whether a session token is stored: the UI hint that decides Login/Signup versus Logout. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionToken, () => false);
}
