/**
 * Public reads kept in this function instance for a short while (issue 20, finding 7). Firebase Hosting's CDN keys
 * its cache on the path, the query string and the __session cookie, so any caller can miss it at will; without a
 * cache here, every such request repeated the read (over a thousand documents for the home comments). With it, N
 * requests in a TTL cost the reads of one, per instance, whatever they vary.
 *
 * Keys are what the answer depends on (a search's normalised words, not its raw text), and each cache holds at
 * most `maxKeys` of them, dropping the oldest, so varied requests cannot grow an instance's memory. A change this
 * instance makes through a service calls forgetPublicReads(); other instances see it when their copy runs out,
 * within the same 30 s as the CDN's. A verified signed-in viewer, who skips the CDN too, gets a fresh read (which
 * refreshes the copy): members see each other's changes at once, as before, and only strangers are answered from
 * the copy, so only someone with a confirmed account can make these reads repeat (docs/operations.md).
 */

/** The same as the CDN's s-maxage (http/viewer.ts sharedCacheHeaders): a guest waits no longer for a change here. */
export const PUBLIC_READ_TTL_MS = 30_000;

interface Entry<T> {
  value: Promise<T>;
  storedAt: number;
}

export interface PublicReadCache<T> {
  /**
   * The kept answer for `key` while fresh, or `load()`'s; concurrent misses of one key share one load. `fresh` reads
   * anew whatever is kept (for a signed-in viewer, who must see what other instances just stored) and keeps that.
   */
  read(key: string, load: () => Promise<T>, fresh?: boolean): Promise<T>;
}

const everyCache: Map<string, Entry<unknown>>[] = [];

export function publicReadCache<T>(maxKeys: number, ttlMs = PUBLIC_READ_TTL_MS, now = Date.now): PublicReadCache<T> {
  const entries = new Map<string, Entry<T>>();
  everyCache.push(entries as Map<string, Entry<unknown>>);
  return {
    read(key, load, fresh = false) {
      const kept = entries.get(key);
      if (kept && !fresh && now() - kept.storedAt < ttlMs) return kept.value;
      entries.delete(key);
      const value = load();
      const entry = { value, storedAt: now() };
      entries.set(key, entry);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}

/** Drops every kept public read of this instance: called by the services whose changes those reads show. */
export function forgetPublicReads(): void {
  for (const entries of everyCache) entries.clear();
}
