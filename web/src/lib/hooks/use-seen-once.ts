import { useCallback, useState } from "react";

/**
 * Whether an element has come into the viewport at least once, and the ref to give it. What a reader never sees (a
 * phone's closed sidebar, the bottom of a short laptop screen) then never loads its code; it loads as soon as it
 * scrolls or slides into view. A callback ref, because the element may appear after the hook's component mounts (the
 * sidebar hydrates later than the layout); it watches the element itself rather than keeping it in state, since a
 * state set while React attaches refs is a synchronous render of the whole component, one long task more on a phone.
 * Where IntersectionObserver is missing, everything counts as seen.
 */
const observable = typeof IntersectionObserver === "function";

export function useSeenOnce(): [ref: (element: Element | null) => (() => void) | undefined, seen: boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (seen || !element || !observable) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return [ref, seen || !observable];
}
