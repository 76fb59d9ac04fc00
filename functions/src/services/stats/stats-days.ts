// The day arithmetic and the Firestore names of the page-view stats (docs/stats.md). Every count is by UTC day.

/** Random salts, one per day, read only by the API; removed once their day is over. */
export const STATS_SALTS = "statsSalts";
/** One document per counted view: a visitor's first view of a page in a day. */
export const STATS_MARKS = "statsMarks";
/** One summary per finished day, written by the daily roll-up. */
export const STATS_DAYS = "statsDays";
/** One counter per visitor and day (its id is the visitor hash): how many views of theirs the day counted. */
export const STATS_VISITORS = "statsVisitors";

/**
 * The most views one visitor (one address, docs/stats.md) has counted in a day: a reader rarely opens more than a few
 * dozen pages a day, and past this a flood of beacons from one address writes nothing more.
 */
export const MAX_VIEWS_PER_VISITOR_PER_DAY = 100;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a day's marks are kept after the day began: long enough for the daily roll-up to summarize the day even
 * if it fails a few nights running (it looks back this far), short enough that no visitor hash outlives a week.
 * The Firestore TTL policy on `expireAt` deletes them (firestore.indexes.json).
 */
export const MARK_RETENTION_DAYS = 8;

/** "2026-05-14" of a moment, in UTC. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);

/** The moment a UTC day begins. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The `count` days ending with `last`, oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = dayStart(last).getTime();
  return Array.from({ length: count }, (_, index) => dayKey(new Date(end - (count - 1 - index) * DAY_MS)));
}
