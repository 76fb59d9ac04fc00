import { z } from "zod";
import { lengthFirst } from "./length-first";
import { REFERRER_CLASSES, REFERRER_HOST_MAX, isReferrerHost } from "./referrers";
import type { StatsRange } from "./stats-ranges";
import { VIEW_PATH_MAX, isCountedPath } from "./stats-paths";

// The cookieless page views and the owner's Stats page (docs/stats.md).

/** POST /api/views: the page seen and the host of the page before it; nothing else about the visitor. */
export const viewRequestSchema = z.object({
  path: z
    .string({ error: "Path is required." })
    .max(VIEW_PATH_MAX, lengthFirst(`Path must be at most ${VIEW_PATH_MAX} characters.`))
    .refine(isCountedPath, "Path must be a public page of this site."),
  referrer: z
    .string({ error: "Referrer must be a host name." })
    .max(REFERRER_HOST_MAX, lengthFirst(`Referrer must be at most ${REFERRER_HOST_MAX} characters.`))
    .refine(isReferrerHost, "Referrer must be a host name, like news.ycombinator.com.")
    .optional(),
});
export type ViewRequest = z.infer<typeof viewRequestSchema>;


/** GET /api/stats?days=7|30|90 (30 when absent). */
export const statsQuerySchema = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "Days must be 7, 30 or 90." })
    .default("30")
    .transform((days) => Number(days) as StatsRange),
});

/** "2026-05-14": a UTC day, the unit of every count. */
export const statsDayKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const count = z.number().int().nonnegative();

export const statsDaySchema = z.object({
  day: statsDayKeySchema,
  views: count,
  visitors: count,
  likes: count,
  comments: count,
});
export type StatsDay = z.infer<typeof statsDaySchema>;

export const statsAnswerSchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  /** One entry per day of the range, oldest first, today last. */
  series: z.array(statsDaySchema),
  totals: z.object({ views: count, visitors: count, likes: count, comments: count }),
  /** The most viewed pages of the range, most first, with the title the owner knows them by. */
  topPages: z.array(z.object({ path: z.string(), title: z.string(), views: count })),
  /** Visits by where they came from (the first view of a page by a visitor in a day, not clicks within the site). */
  referrers: z.object(Object.fromEntries(REFERRER_CLASSES.map((name) => [name, count])) as Record<(typeof REFERRER_CLASSES)[number], typeof count>),
  /** The sites (search engines, social sites, other sites) that sent the most visits. */
  referrerHosts: z.array(z.object({ host: z.string(), source: z.enum(["search", "social", "other"]), visits: count })),
});
export type StatsAnswer = z.infer<typeof statsAnswerSchema>;
