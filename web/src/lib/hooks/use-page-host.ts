import { useSyncExternalStore } from "react";

// The page's host never changes while it is open: nothing to subscribe to.
const unchanging = () => () => {};
const pageHost = () => window.location.host;
// On the server, and while the browser hydrates what the server sent, there is no host yet.
const noHost = () => null;

/**
 * The page's host ("example.com"), or null on the server and while hydrating (DESIGN.md rule 11): what depends on it
 * shows right after, as an effect would show it, without the effect's extra render pass.
 */
export const usePageHost = (): string | null => useSyncExternalStore(unchanging, pageHost, noHost);
