import { useSyncExternalStore } from "react";
import { readSignupProof } from "../lib/signup-proof";

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * Whether this browser keeps the signup's secret for `email`. Rendered without a browser (the prerender), it
 * answers true, so the page's first paint has no password field; the browser then shows it when it is needed.
 */
export function useKeptSignupProof(email: string): boolean {
  return useSyncExternalStore(
    subscribeToStorage,
    () => readSignupProof(email) !== undefined,
    () => true,
  );
}
