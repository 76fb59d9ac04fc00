// The ranges the owner's Stats page toggles between, in days ending today. A plain value, no zod: the page's own
// chunk uses it, and zod loads only with the answer schemas (web/src/api/load-schemas.ts).
export const STATS_RANGES = [7, 30, 90] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
