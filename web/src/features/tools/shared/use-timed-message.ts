import { useCallback, useEffect, useRef, useState } from "react";

export type MessageTone = "success" | "error";

export interface TimedMessage {
  text: string;
  tone: MessageTone;
}

/**
 * A short inline notice that clears itself after `visibleMs`. A new notice restarts the clock, and the timer
 * goes with the component, so nothing fires after the tool has left the page.
 */
export function useTimedMessage(visibleMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string, tone: MessageTone) => {
      window.clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = window.setTimeout(() => setMessage(null), visibleMs);
    },
    [visibleMs],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
