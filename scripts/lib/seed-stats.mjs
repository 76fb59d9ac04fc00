// 90 days of page-view summaries for the demo (docs/stats.md), so the owner's Stats page on `npm start` shows a
// living chart: a site growing from about 40 to about 120 views a day, quieter at weekends, with a few spikes (a
// post shared on a social site, a search engine picking an article up). Deterministic: the same seed every time.
import { Timestamp } from "firebase-admin/firestore";

const DAY = 24 * 60 * 60 * 1000;
const DAYS = 90;

/** mulberry32: a small seeded generator, so the demo chart is the same on every machine. */
function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEARCH = ["google.com", "duckduckgo.com", "bing.com"];
const SOCIAL = ["news.ycombinator.com", "t.co", "linkedin.com", "reddit.com"];
const OTHER = ["github.com", "dev.to", "stackoverflow.com", "medium.com"];
/** Days ago of the spikes, and where their visitors came from. */
const SPIKES = new Map([
  [64, { factor: 3.2, source: "social", host: "news.ycombinator.com" }],
  [37, { factor: 2.4, source: "search", host: "google.com" }],
  [12, { factor: 2.8, source: "social", host: "reddit.com" }],
]);

const dayKey = (millis) => new Date(millis).toISOString().slice(0, 10);

/**
 * The summary documents of the 90 days before today (today is counted live from its marks). `pages` are the site
 * paths to spread the views over, most popular first.
 */
export function demoStatsDays(pages, now = Date.now()) {
  const random = randomSource(2026);
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const days = [];
  for (let ago = DAYS; ago >= 1; ago -= 1) {
    const start = today - ago * DAY;
    const weekday = new Date(start).getUTCDay();
    const growth = 40 + (80 * (DAYS - ago)) / DAYS;
    const weekly = weekday === 0 || weekday === 6 ? 0.62 : weekday === 2 || weekday === 3 ? 1.12 : 1;
    const spike = SPIKES.get(ago);
    const views = Math.round(growth * weekly * (0.85 + random() * 0.3) * (spike?.factor ?? 1));
    const visitors = Math.round(views * (0.55 + random() * 0.12));
    // Views fall off along the list of pages like real sites' do: the first few take most.
    const weights = pages.map((_, index) => 1 / (index + 1.5) ** 1.1 * (0.7 + random() * 0.6));
    const sum = weights.reduce((total, weight) => total + weight, 0);
    const pageViews = pages
      .map((path, index) => ({ path, views: Math.round((views * (weights[index] ?? 0)) / sum) }))
      .filter((page) => page.views > 0)
      .sort((a, b) => b.views - a.views);
    // About three in four views are a visitor's entry from somewhere; the rest are clicks inside the site.
    const entries = Math.round(views * 0.75);
    const share = { search: 0.38, social: 0.17, other: 0.1 };
    if (spike) share[spike.source] += 0.35;
    const search = Math.round(entries * share.search);
    const social = Math.round(entries * share.social);
    const other = Math.round(entries * share.other);
    const direct = Math.max(0, entries - search - social - other);
    const hosts = [];
    const spread = (source, list, total) => {
      let left = total;
      list.forEach((host, index) => {
        const visits = index === list.length - 1 ? left : Math.round(left * (0.5 + random() * 0.2));
        left -= visits;
        if (visits > 0) hosts.push({ host, source, visits });
      });
    };
    spread("search", spike?.source === "search" ? [spike.host, ...SEARCH.filter((h) => h !== spike.host)] : SEARCH, search);
    spread("social", spike?.source === "social" ? [spike.host, ...SOCIAL.filter((h) => h !== spike.host)] : SOCIAL, social);
    spread("other", OTHER, other);
    hosts.sort((a, b) => b.visits - a.visits);
    days.push({
      day: dayKey(start),
      views,
      visitors,
      likes: Math.round(views * (0.03 + random() * 0.03)),
      comments: Math.round(views * (0.008 + random() * 0.012)),
      pages: pageViews.slice(0, 50),
      referrers: { search, social, other, direct },
      hosts: hosts.slice(0, 20),
      rolledUpAt: Timestamp.fromMillis(start + DAY + 15 * 60 * 1000),
    });
  }
  return days;
}
