import { useEffect, useState, type RefObject } from "react";

/**
 * The rendered width of an element in CSS pixels, kept current as it resizes; `fallback` until it has been measured
 * (on the server, in the first render, or where ResizeObserver is missing). A chart drawn at this width keeps its
 * text at its real size instead of a stretched picture's.
 */
export function useElementWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
