import { useCallback, useEffect, useRef } from "react";

/** Schedules one callback at a time and drops it on unmount, so a redirect never fires from a page already left. */
export function useTimeout() {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback((callback: () => void, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(callback, delayMs);
  }, []);
}
