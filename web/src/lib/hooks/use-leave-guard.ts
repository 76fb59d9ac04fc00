import { useBlocker } from "@tanstack/react-router";

/** What the owner is asked before leaving an editor with changes not saved. */
export const LEAVE_QUESTION = "You have changes that are not saved. Leave anyway?";

/**
 * Asks before the page is left while `dirty`: another page of the site (the router's blocker) or closing, reloading or
 * leaving the tab (the browser's own beforeunload question, whose words the browser chooses).
 */
export function useLeaveGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: () => !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
  });
}
