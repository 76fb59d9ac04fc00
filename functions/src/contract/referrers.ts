// Where a visit came from, in four classes the owner's Stats page draws: search engines, social sites, other sites,
// and direct (no referrer: a typed address, a bookmark, an app). The one table of known hosts is here; a host
// matches an entry when it is that domain or below it ("m.facebook.com" is facebook.com). Search engines are
// matched by name whatever their country domain ("google.co.uk"). Everything else with a host is "other".

export const REFERRER_CLASSES = ["search", "social", "other", "direct"] as const;
export type ReferrerClass = (typeof REFERRER_CLASSES)[number];
/** A view whose referrer is the site itself: a click inside the site, which is no source of a visit. */
export type ViewSource = ReferrerClass | "internal";

/** A referrer host as the beacon sends it: a DNS name or an IPv4 address, an optional port. */
export const REFERRER_HOST_MAX = 260;
const HOST_SHAPE = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;

/** Search engines by their name: google.com, google.de, google.co.uk all match "google". */
const SEARCH_ENGINE_NAMES = [
  "google",
  "bing",
  "duckduckgo",
  "yahoo",
  "yandex",
  "baidu",
  "ecosia",
  "qwant",
  "startpage",
  "naver",
  "seznam",
  "kagi",
] as const;

/** Search engines that live below another site's domain. */
const SEARCH_ENGINE_HOSTS = ["search.brave.com", "search.yahoo.com", "presearch.com", "you.com", "perplexity.ai"] as const;

const SOCIAL_HOSTS = [
  "facebook.com",
  "fb.com",
  "instagram.com",
  "threads.net",
  "twitter.com",
  "x.com",
  "t.co",
  "linkedin.com",
  "lnkd.in",
  "reddit.com",
  "news.ycombinator.com",
  "youtube.com",
  "youtu.be",
  "tiktok.com",
  "pinterest.com",
  "bsky.app",
  "mastodon.social",
  "discord.com",
  "t.me",
  "telegram.org",
  "whatsapp.com",
  "vk.com",
  "weibo.com",
  "quora.com",
] as const;

const isAtOrBelow = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** "google" in google.com, www.google.co.uk: the name, then one or two short labels (a TLD, a country's "co."). */
function isSearchEngineName(host: string): boolean {
  const labels = host.split(".");
  for (const name of SEARCH_ENGINE_NAMES) {
    const at = labels.lastIndexOf(name);
    if (at < 0) continue;
    const suffix = labels.slice(at + 1);
    if (suffix.length >= 1 && suffix.length <= 2 && suffix.every((label) => label.length >= 2 && label.length <= 3)) return true;
  }
  return false;
}

/** A referrer host in the form the stats keep: lower case, without a port or a leading "www.". */
export function normalizeReferrerHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
}

/** Whether the beacon's referrer is a host at all (checked for length first: DESIGN.md, Input before CPU). */
export const isReferrerHost = (host: string): boolean => host.length <= REFERRER_HOST_MAX && HOST_SHAPE.test(host.toLowerCase());

/**
 * The class of a view's referrer host. `ownHosts` are the site's own hosts (normalized): a view referred by the
 * site itself is "internal", a navigation inside the site.
 */
export function classifyReferrer(host: string | undefined, ownHosts: readonly string[]): ViewSource {
  if (!host) return "direct";
  const normalized = normalizeReferrerHost(host);
  if (ownHosts.includes(normalized)) return "internal";
  if (SEARCH_ENGINE_HOSTS.some((domain) => isAtOrBelow(normalized, domain))) return "search";
  if (SOCIAL_HOSTS.some((domain) => isAtOrBelow(normalized, domain))) return "social";
  if (isSearchEngineName(normalized)) return "search";
  return "other";
}

/**
 * How many different visitors (different addresses, docs/stats.md) one day must bring from a host of the "other"
 * class before the owner's Stats page names it: a made-up Referer costs nothing to send, a visitor from several
 * addresses does.
 */
export const REFERRER_MIN_VISITORS = 3;

const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain as the root zone has them: letters, or an internationalized one in its xn-- form. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Whether a normalized host has the shape of a name under a public top-level domain: two labels or more, each a
 * DNS label, the last one letters. An address ("203.0.113.9"), "localhost" or a one-label name is none.
 */
export function looksLikeDomain(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? "");
}

/**
 * Whether the Stats page names a referring host (docs/stats.md, "Referrer spam"): a known search engine or social
 * site always; any other host when it looks like a domain and brought REFERRER_MIN_VISITORS different visitors on
 * one day. The views of a host left out still count in its class ("other").
 */
export function isListedReferrer(host: string, source: Exclude<ReferrerClass, "direct">, visitorsThatDay: number): boolean {
  if (source !== "other") return true;
  return looksLikeDomain(host) && visitorsThatDay >= REFERRER_MIN_VISITORS;
}
