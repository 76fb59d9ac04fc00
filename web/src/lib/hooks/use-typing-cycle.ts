import { useEffect, useState } from "react";

export interface TypingCycleOptions {
  /** Delay before each next character appears (SPEC: 80 ms). */
  typeMs?: number;
  /** How long a finished text stays before the next one starts (SPEC: 2500 ms). */
  pauseMs?: number;
}

interface Cursor {
  index: number;
  length: number;
}

/**
 * Types the texts one character at a time, holds each finished text, then moves on to the next,
 * cycling forever. Returns the part typed so far.
 */
export function useTypingCycle(texts: string[], options: TypingCycleOptions = {}): string {
  const { typeMs = 80, pauseMs = 2500 } = options;
  // Callers usually pass an inline array literal; compare by content so each render does not restart.
  const key = JSON.stringify(texts);
  const [state, setState] = useState<{ key: string; cursor: Cursor }>({ key, cursor: { index: 0, length: 0 } });
  // New texts start over from the first one, decided during render so nothing stale is shown.
  const cursor = state.key === key ? state.cursor : { index: 0, length: 0 };
  if (state.key !== key) setState({ key, cursor });

  const count = texts.length;
  const current = texts[cursor.index % Math.max(count, 1)] ?? "";

  useEffect(() => {
    if (count === 0) return;
    const complete = cursor.length >= current.length;
    const timer = window.setTimeout(
      () =>
        setState((previous) => {
          if (previous.key !== key) return previous;
          const next: Cursor = complete
            ? { index: (previous.cursor.index + 1) % count, length: 0 }
            : { index: previous.cursor.index, length: previous.cursor.length + 1 };
          return { key, cursor: next };
        }),
      complete ? pauseMs : typeMs,
    );
    return () => window.clearTimeout(timer);
  }, [key, count, cursor.index, cursor.length, current.length, typeMs, pauseMs]);

  return current.slice(0, cursor.length);
}
