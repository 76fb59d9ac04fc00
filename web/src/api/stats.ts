import type { StatsRange } from "@contract/stats-ranges";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/stats?days= (owner): views, visitors, pages, referrers, likes and comments of the range. */
export const fetchStats = (days: StatsRange, signal?: AbortSignal) => callApi(apiPaths.stats(days), (s) => s.statsAnswerSchema, { signal });
