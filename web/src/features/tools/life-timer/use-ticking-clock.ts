import { useEffect, useState } from "react";

/**
 * The current time, refreshed at each whole second while `running`. Each tick is scheduled for the next
 * second boundary, so the seconds shown never skip a value the way a drifting 1000 ms interval can.
 */
export function useTickingClock(running: boolean): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!running) return;
    let timer: number;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = window.setTimeout(tick, 1000 - current.getMilliseconds());
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [running]);
  return running ? now : null;
}
