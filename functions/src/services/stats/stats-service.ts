import { FieldPath, Timestamp, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { ITEM_KINDS } from "../../contract/item-kinds";
import { REFERRER_CLASSES, isListedReferrer, looksLikeDomain, type ReferrerClass } from "../../contract/referrers";
import { readCountedPath } from "../../contract/stats-paths";
import type { StatsAnswer, StatsDay } from "../../contract/stats";
import type { StatsRange } from "../../contract/stats-ranges";
import { db } from "../../firebase";
import { COMMENTS, LIKES } from "../engagement/likes-and-comments";
import { DAY_MS, MARK_RETENTION_DAYS, STATS_DAYS, STATS_MARKS, STATS_SALTS, dayKey, dayStart, daysEnding } from "./stats-days";

/** How many pages and referring hosts a day's summary keeps: enough for any range's top ten. */
const SUMMARY_PAGES = 50;
const SUMMARY_HOSTS = 20;
/** What the Stats page lists. */
const TOP_PAGES = 10;
const TOP_HOSTS = 8;

type ExternalSource = Exclude<ReferrerClass, "direct">;

/** What one day comes to: the stored summary of a finished day, or a day counted from its marks. */
interface DaySummary extends StatsDay {
  pages: { path: string; views: number }[];
  referrers: Record<ReferrerClass, number>;
  hosts: { host: string; source: ExternalSource; visits: number }[];
}

const noReferrers = (): Record<ReferrerClass, number> => ({ search: 0, social: 0, other: 0, direct: 0 });
const isReferrerClass = (value: unknown): value is ReferrerClass => REFERRER_CLASSES.includes(value as ReferrerClass);

const mostFirst = <Entry>(counts: Map<string, Entry & { n: number }>, limit: number) =>
  [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])).slice(0, limit);

/** Likes and comments made during a day: two count aggregations over every item's subcollections. */
async function engagementOf(day: string): Promise<{ likes: number; comments: number }> {
  const from = Timestamp.fromDate(dayStart(day));
  const to = Timestamp.fromMillis(dayStart(day).getTime() + DAY_MS);
  const counted = async (group: string) =>
    (await db().collectionGroup(group).where("createdAt", ">=", from).where("createdAt", "<", to).count().get()).data().count;
  const [likes, comments] = await Promise.all([counted(LIKES), counted(COMMENTS)]);
  return { likes, comments };
}

/**
 * A day counted from what is stored: its marks (one read each, only while they are kept) and its likes and
 * comments. Today is always counted this way; so is a finished day the roll-up has not summarized yet.
 */
async function countDay(day: string, now: Date): Promise<DaySummary> {
  const marksKept = now.getTime() - dayStart(day).getTime() < MARK_RETENTION_DAYS * DAY_MS;
  const [marks, engagement] = await Promise.all([
    marksKept ? db().collection(STATS_MARKS).where("day", "==", day).select("path", "visitor", "source", "host").get() : null,
    engagementOf(day),
  ]);
  const visitors = new Set<string>();
  const pages = new Map<string, { n: number }>();
  const referrers = noReferrers();
  const hosts = new Map<string, { n: number; source: ExternalSource; visitors: Set<string> }>();
  for (const mark of marks?.docs ?? []) {
    const visitor = String(mark.get("visitor"));
    visitors.add(visitor);
    const path = String(mark.get("path"));
    pages.set(path, { n: (pages.get(path)?.n ?? 0) + 1 });
    const source: unknown = mark.get("source");
    if (!isReferrerClass(source)) continue;
    referrers[source] += 1;
    const host: unknown = mark.get("host");
    if (source === "direct" || typeof host !== "string") continue;
    const entry = hosts.get(host) ?? { n: 0, source, visitors: new Set<string>() };
    entry.n += 1;
    entry.visitors.add(visitor);
    hosts.set(host, entry);
  }
  // Referrer spam stays out of the summary, whose hosts the Stats page lists; its views still count in its class.
  for (const [host, { source, visitors: from }] of hosts) if (!isListedReferrer(host, source, from.size)) hosts.delete(host);
  return {
    day,
    views: marks?.size ?? 0,
    visitors: visitors.size,
    ...engagement,
    pages: mostFirst(pages, SUMMARY_PAGES).map(([path, { n }]) => ({ path, views: n })),
    referrers,
    hosts: mostFirst(hosts, SUMMARY_HOSTS).map(([host, { n, source }]) => ({ host, source, visits: n })),
  };
}

const numberOf = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

/** A stored summary, read defensively: a field the roll-up of an older version did not write is a zero. */
function summaryOf(snapshot: DocumentSnapshot): DaySummary {
  const data = snapshot.data() ?? {};
  const referrers = noReferrers();
  for (const name of REFERRER_CLASSES) referrers[name] = numberOf(data.referrers?.[name]);
  const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);
  return {
    day: snapshot.id,
    views: numberOf(data.views),
    visitors: numberOf(data.visitors),
    likes: numberOf(data.likes),
    comments: numberOf(data.comments),
    pages: list(data.pages).map((page) => ({ path: String(page.path), views: numberOf(page.views) })),
    referrers,
    hosts: list(data.hosts)
      .filter((entry) => entry.source === "search" || entry.source === "social" || entry.source === "other")
      .map((entry) => ({ host: String(entry.host), source: entry.source as ExternalSource, visits: numberOf(entry.visits) })),
  };
}

/** What the owner's Stats page calls a path: an item's title, a member's name, a list's heading. */
async function titlesOf(paths: string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const items: { path: string; ref: DocumentReference; label: string }[] = [];
  for (const path of paths) {
    const page = readCountedPath(path);
    if (!page) titles.set(path, path);
    else if (page.type === "page") titles.set(path, page.name);
    else if (page.type === "user") titles.set(path, `@${page.username}`);
    else items.push({ path, ref: db().collection(ITEM_KINDS[page.kind].collection).doc(page.id), label: ITEM_KINDS[page.kind].label });
  }
  if (items.length === 0) return titles;
  const snapshots = await db().getAll(...items.map((item) => item.ref), { fieldMask: ["title"] });
  items.forEach(({ path, label }, index) => {
    const title: unknown = snapshots[index]?.get("title");
    titles.set(path, typeof title === "string" && title ? title : `A removed ${label}`);
  });
  return titles;
}

/**
 * The owner's stats of the `range` days ending today. Finished days come from their summaries (one read each); a
 * day without one, today always, is counted from its marks and its likes and comments, so the answer never waits
 * for the roll-up to have run (the emulators never run it).
 */
export async function readStats(range: StatsRange, now = new Date()): Promise<StatsAnswer> {
  const days = daysEnding(dayKey(now), range);
  const today = days.at(-1);
  const stored = await db().getAll(...days.map((day) => db().collection(STATS_DAYS).doc(day)));
  const summaries = await Promise.all(
    stored.map((snapshot, index) => (snapshot.exists && days[index] !== today ? summaryOf(snapshot) : countDay(days[index] ?? "", now))),
  );
  const pages = new Map<string, { n: number }>();
  const hosts = new Map<string, { n: number; source: ExternalSource }>();
  const referrers = noReferrers();
  for (const summary of summaries) {
    for (const { path, views } of summary.pages) pages.set(path, { n: (pages.get(path)?.n ?? 0) + views });
    for (const { host, source, visits } of summary.hosts) {
      // A summary the roll-up wrote before issue 31 may name any host: at least its shape is checked again.
      if (source === "other" && !looksLikeDomain(host)) continue;
      hosts.set(host, { n: (hosts.get(host)?.n ?? 0) + visits, source });
    }
    for (const name of REFERRER_CLASSES) referrers[name] += summary.referrers[name];
  }
  const top = mostFirst(pages, TOP_PAGES);
  const titles = await titlesOf(top.map(([path]) => path));
  const series = summaries.map(({ day, views, visitors, likes, comments }) => ({ day, views, visitors, likes, comments }));
  const total = (field: keyof Omit<StatsDay, "day">) => series.reduce((sum, day) => sum + day[field], 0);
  return {
    days: range,
    series,
    totals: { views: total("views"), visitors: total("visitors"), likes: total("likes"), comments: total("comments") },
    topPages: top.map(([path, { n }]) => ({ path, title: titles.get(path) ?? path, views: n })),
    referrers,
    referrerHosts: mostFirst(hosts, TOP_HOSTS).map(([host, { n, source }]) => ({ host, source, visits: n })),
  };
}

/**
 * The daily roll-up: every finished day of the last week without a summary gets one (counted from its marks, so a
 * night it did not run is caught up the next), and the salts of finished days are deleted, so no day's visitor
 * hashes can be recomputed from an address any more. The marks themselves go by their TTL. Answers the days
 * summarized.
 */
export async function rollUpFinishedDays(now = new Date()): Promise<string[]> {
  const today = dayKey(now);
  const finished = daysEnding(today, MARK_RETENTION_DAYS).slice(0, -1);
  const stored = await db().getAll(...finished.map((day) => db().collection(STATS_DAYS).doc(day)));
  const missing = finished.filter((_, index) => !stored[index]?.exists);
  for (const day of missing) {
    const summary = await countDay(day, now);
    await db().collection(STATS_DAYS).doc(day).set({ ...summary, rolledUpAt: Timestamp.fromDate(now) });
  }
  const oldSalts = await db().collection(STATS_SALTS).where(FieldPath.documentId(), "<", today).get();
  await Promise.all(oldSalts.docs.map((salt) => salt.ref.delete()));
  return missing;
}
