import { useState } from "react";

/**
 * The ids of the entries whose call is on its way. Each call marks and clears only its own id, so calls on
 * several entries may overlap without freeing each other's buttons early.
 */
export function usePendingIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const mark = (id: string, pending: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (pending) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    has: (id: string) => ids.has(id),
    /** Keeps `id` pending while `work` runs, however it ends. */
    async track(id: string, work: () => Promise<void>): Promise<void> {
      mark(id, true);
      try {
        await work();
      } finally {
        mark(id, false);
      }
    },
  };
}
