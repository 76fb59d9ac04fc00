import { useLocation } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { sendView } from "@/api/views";
import { useViewer } from "@/lib/data/auth";

/**
 * Counts the page a guest or member sees: the first page, then each navigation inside the app (docs/stats.md).
 * The view goes once the page has settled (api/views.ts), not beside its start. No cookie and no
 * storage is used; the server leaves out robots and the owner whatever this sends, so the owner's own browser
 * skipping it (asked when the view is asked for, and again when it goes) is only a saving.
 */
export function useViewBeacon(): void {
  const { pathname } = useLocation();
  const { isOwner } = useViewer();
  const owner = useRef(isOwner);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    owner.current = isOwner;
  }, [isOwner]);

  useEffect(() => {
    // The first page came from document.referrer; every later one from this site.
    const cameFrom = previous.current === null ? document.referrer : window.location.origin;
    previous.current = pathname;
    if (owner.current) return;
    sendView(pathname, cameFrom, () => owner.current);
  }, [pathname]);
}
