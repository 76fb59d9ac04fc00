import { useEffect, useState } from "react";

/**
 * Whether an element has come into the viewport at least once, and the ref to give it. What a reader never sees (a
 * phone's closed sidebar, the bottom of a short laptop screen) then never loads its code; it loads as soon as it
 * scrolls or slides into view. A callback ref, because the element may appear after the hook's component mounts (the
 * sidebar hydrates later than the layout). Where IntersectionObserver is missing, everything counts as seen.
 */
const observable = typeof IntersectionObserver === "function";

export function useSeenOnce(): [ref: (element: Element | null) => void, seen: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element || !observable) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [setElement, seen || !observable];
}
