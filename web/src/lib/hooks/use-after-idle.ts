import { useEffect, useState } from "react";

/**
 * False until the browser first has a quiet moment after mount (or `timeoutMs` has passed), then true.
 * For decoration that can wait: starting it later keeps its work out of the page's busy first seconds.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari before 18 has no requestIdleCallback; a short timer is the nearest quiet moment it offers.
    const timer = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
